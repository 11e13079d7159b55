export const SERVICE = 'dosyt';
