import { describe, expect, it } from 'vitest';
import { chatColor, chatMessageSchema, chatSocketFrameSchema, initials, regionRoomId } from './chat.schema';

describe('chatMessageSchema', () => {
  it('accepts a trimmed message to the room', () => {
    // Act
    const result = chatMessageSchema.parse({ text: '  Привіт  ', roomId: 'region-16' });
    // Assess
    expect(result).toEqual({ text: 'Привіт', roomId: 'region-16' });
  });

  it('accepts a direct message and a null recipient', () => {
    expect(chatMessageSchema.parse({ text: 'Так', toUserId: 5 }).toUserId).toBe(5);
    expect(chatMessageSchema.parse({ text: 'Так', toUserId: null }).toUserId).toBeNull();
  });

  it('accepts exactly 255 characters', () => {
    expect(chatMessageSchema.safeParse({ text: 'а'.repeat(255) }).success).toBe(true);
  });

  it('refuses 256 characters with the spec message', () => {
    // Act
    const result = chatMessageSchema.safeParse({ text: 'а'.repeat(256) });
    // Assess
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Обмеження на розмір повідомлень: 255 символів');
  });

  it.each([[''], ['   '], ['\n\t']])('refuses an empty message %j', (text) => {
    expect(chatMessageSchema.safeParse({ text }).success).toBe(false);
  });

  it('refuses a bad recipient', () => {
    expect(chatMessageSchema.safeParse({ text: 'Так', toUserId: -1 }).success).toBe(false);
    expect(chatMessageSchema.safeParse({ text: 'Так', toUserId: '5' }).success).toBe(false);
  });

  it('drops a sender sent by the client: the server takes it from the token', () => {
    expect(chatMessageSchema.parse({ text: 'Так', senderId: 1, senderName: 'Адмін' })).toEqual({ text: 'Так' });
  });
});

describe('chatSocketFrameSchema', () => {
  it('reads register and broadcast frames', () => {
    expect(chatSocketFrameSchema.parse({ type: 'register', userId: 3, userName: 'Олена' }).type).toBe('register');
    expect(chatSocketFrameSchema.parse({ type: 'broadcast', text: 'Привіт', toUserId: null }).type).toBe('broadcast');
  });

  it('refuses an unknown frame and an over-long broadcast', () => {
    expect(chatSocketFrameSchema.safeParse({ type: 'hack' }).success).toBe(false);
    expect(chatSocketFrameSchema.safeParse({ type: 'broadcast', text: 'а'.repeat(256) }).success).toBe(false);
  });
});

describe('chatColor', () => {
  it.each([
    [1, 1],
    [2, 2],
    [40, 40],
    [41, 1],
    [80, 40],
    [81, 1],
    [0, 40],
    [Number.NaN, 1],
  ])('gives user %d colour %d', (userId, colour) => {
    expect(chatColor(userId)).toBe(colour);
  });
});

describe('initials', () => {
  it('takes the first letters of name and last name, upper-cased', () => {
    expect(initials('іван', 'петренко')).toBe('ІП');
  });

  it('skips an apostrophe or space before the first letter', () => {
    expect(initials(" 'Ярина", '')).toBe('Я');
  });

  it('falls back to ? without a name', () => {
    expect(initials(undefined, null)).toBe('?');
  });
});

describe('regionRoomId', () => {
  it('names the room of a region', () => {
    expect(regionRoomId(16)).toBe('region-16');
  });
});
