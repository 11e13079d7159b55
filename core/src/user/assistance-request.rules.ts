/**
 * A staff member's own change of their types of help: which appeals the distribution
 * gives them follows from those types, so taking on a new type waits for an admin, as a
 * change of role does. Dropping types only narrows what they receive and applies at once.
 */

/** Whether a self-service change of types adds one the person does not carry yet (and so waits for an admin). */
export function addsAssistance(current: readonly number[], requested: readonly number[]): boolean {
  const have = new Set(current);
  return requested.some((id) => !have.has(id));
}

/** The person's own profile saved with a new type of help: what they carry changes once an admin approves. */
export const ASSISTANCE_REQUEST_PENDING_MESSAGE = 'Зміни збережено. Нові види допомоги почнуть діяти, щойно їх підтвердить адміністратор';

export const NO_ASSISTANCE_REQUEST_MESSAGE = 'Цей користувач не просив змінити функціонал';
