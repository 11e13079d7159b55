/**
 * Idle logout in the admin area: minutes without activity, an admin's setting.
 * Apart from the settings schema so the admin shell reads it without loading zod.
 */
export const IDLE_MINUTES = { min: 5, max: 120, default: 15 } as const;
