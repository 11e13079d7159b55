import { describe, expect, it } from 'vitest';
import { CHAT_COLORS, colorForUser } from './chat-colors';

describe('chat colours', () => {
  it('has 40 different colours, assigned by user id and repeating after 40', () => {
    expect(new Set(CHAT_COLORS).size).toBe(40);
    expect(colorForUser(1)).toBe(CHAT_COLORS[0]);
    expect(colorForUser(40)).toBe(CHAT_COLORS[39]);
    expect(colorForUser(41)).toBe(colorForUser(1));
    expect(colorForUser(2)).not.toBe(colorForUser(1));
  });
});
