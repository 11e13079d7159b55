import { CHAT_LENGTH_MESSAGE } from '@dosyt/core/chat/chat.schema';
import { isApiError } from '../../../lib/api-client';

/**
 * What the form shows when sending fails: the server's own message when it
 * answered JSON; otherwise the size-limit text (a
 * non-JSON failure shows 'Обмеження на розмір повідомлень: 255 символів').
 */
export function sendErrorText(error: unknown): string {
  if (isApiError(error) && error.body && typeof error.body === 'object' && error.message) return error.message;
  return CHAT_LENGTH_MESSAGE;
}
