import { CHAT_COLOR_COUNT, chatColor } from '@dosyt/core/chat/chat.schema';

/**
 * The 40 chat colours, indexed by core's chatColor(userId) - 1.
 * Hues step by the golden angle so neighbouring ids look different; the
 * lightness keeps white initials readable (contrast above 4.5:1).
 */
export const CHAT_COLORS: readonly string[] = Array.from({ length: CHAT_COLOR_COUNT }, (_, i) => {
  const hue = Math.round((i * 137.508) % 360);
  const lightness = 30 + (i % 3) * 3;
  return `hsl(${hue} 60% ${lightness}%)`;
});

export const colorForUser = (userId: number): string => CHAT_COLORS[chatColor(userId) - 1] ?? CHAT_COLORS[0]!;
