import * as z from '../validation/zod';

export const CHAT_MAX_LENGTH = 255;
export const CHAT_LENGTH_MESSAGE = 'Обмеження на розмір повідомлень: 255 символів';
export const CHAT_EMPTY_MESSAGE = 'Введіть повідомлення';
export const CHAT_COLOR_COUNT = 40;

/**
 * A chat message as a client sends it. The sender is never read from here: the
 * server takes it from the token. No recipient means the region's room.
 */
export const chatMessageSchema = z.object({
  text: z
    .string(CHAT_EMPTY_MESSAGE)
    .check(z.trim(), z.minLength(1, { error: CHAT_EMPTY_MESSAGE, abort: true }), z.maxLength(CHAT_MAX_LENGTH, CHAT_LENGTH_MESSAGE)),
  toUserId: z.nullish(z.number('Некоректний отримувач').check(z.int('Некоректний отримувач'), z.positive('Некоректний отримувач'))),
  roomId: z.optional(z.string('Некоректна кімната').check(z.trim(), z.maxLength(64, 'Некоректна кімната'))),
});
export type ChatMessageBody = z.input<typeof chatMessageSchema>;
export type ChatMessageInput = z.output<typeof chatMessageSchema>;

/** WebSocket frames the browser sends. */
export const chatSocketFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('register'), userId: z.number().check(z.int(), z.positive()), userName: z.optional(z.string().check(z.maxLength(200))) }),
  z.object({
    type: z.literal('broadcast'),
    text: z.string().check(z.maxLength(CHAT_MAX_LENGTH, CHAT_LENGTH_MESSAGE)),
    toUserId: z.nullish(z.number().check(z.int(), z.positive())),
  }),
]);
export type ChatSocketFrame = z.output<typeof chatSocketFrameSchema>;

/** Each region is a room. */
export const regionRoomId = (regionId: number): string => `region-${regionId}`;

/** Colour index 1..40 by user id, repeating (41 -> 1). */
export function chatColor(userId: number): number {
  if (!Number.isFinite(userId)) return 1;
  const n = Math.trunc(userId);
  return ((((n - 1) % CHAT_COLOR_COUNT) + CHAT_COLOR_COUNT) % CHAT_COLOR_COUNT) + 1;
}

const firstLetter = (s: string | null | undefined): string => (s ?? '').match(/\p{L}/u)?.[0]?.toUpperCase() ?? '';

/** Avatar initials: 'Іван', 'Петренко' -> 'ІП'; '?' when there is no name at all. */
export function initials(name: string | null | undefined, lastName?: string | null): string {
  return firstLetter(name) + firstLetter(lastName) || '?';
}
