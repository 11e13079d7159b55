import { CHAT_LENGTH_MESSAGE } from '@dosyt/core/chat/chat.schema';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sendErrorText } from './send-error';

describe('send error text', () => {
  it("shows the server's message when it answered JSON", () => {
    const error = new ApiError(400, 'Введіть повідомлення', undefined, { statusCode: 400, message: 'Введіть повідомлення' });
    expect(sendErrorText(error)).toBe('Введіть повідомлення');
  });

  it('shows the size-limit text for a failure without a JSON body', () => {
    expect(sendErrorText(new ApiError(502, 'Bad Gateway', undefined, '<html>Bad Gateway</html>'))).toBe(CHAT_LENGTH_MESSAGE);
    expect(sendErrorText(new TypeError('Failed to fetch'))).toBe(CHAT_LENGTH_MESSAGE);
  });
});
