/**
 * Unicode's invisible direction controls: the embeddings and overrides (U+202A-202E),
 * the isolates (U+2066-2069) and the marks (U+200E, U+200F, U+061C). In a message they
 * can make text read differently from how it is stored (a number or a link shown
 * reversed, a staff reply spoofed inside a person's message); a person writing in
 * Ukrainian never needs them, so they are dropped on the way in.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
