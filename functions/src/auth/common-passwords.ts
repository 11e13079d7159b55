import { ValidationError } from '@dosyt/core/errors';
import list from './data/common-passwords.json';

/** Shown when a password passes the spec's rule but is among the most common ones (data/README.md). */
export const COMMON_PASSWORD_MESSAGE = 'Цей пароль є серед найпоширеніших, і його легко вгадати. Оберіть інший пароль';

/** One password a line, lower-cased (data/README.md). */
const common = new Set(list.passwords.split('\n'));

/** Case-insensitive: 'P@ssw0rd' is as guessable as 'p@ssw0rd'. */
export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());

/** A 400 with the message on the given field, as the forms show it. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new ValidationError(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}
