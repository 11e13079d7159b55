/** Zero-padded numeric ids keep lexical key order equal to numeric order. */
export const pad = (n: number, width = 10): string => String(n).padStart(width, '0');
