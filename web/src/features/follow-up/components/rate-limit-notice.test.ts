import { describe, expect, it } from 'vitest';
import { retryAfterOf } from '../api/follow-up';
import { waitInWords } from './rate-limit-notice';

const headers = (value?: string) => ({ headers: new Headers(value ? { 'Retry-After': value } : {}) });
const NOW = Date.parse('2026-03-10T15:20:00Z'); // 17:20 in Kyiv

describe('how long /status asks to wait after too many tries', () => {
  it("reads the answer's retryAfterSeconds first, then Retry-After in seconds or as a date", () => {
    expect(retryAfterOf(headers('120'), { retryAfterSeconds: 600 }, NOW)).toBe(600);
    expect(retryAfterOf(headers('120'), { message: 'x' }, NOW)).toBe(120);
    expect(retryAfterOf(headers(new Date(NOW + 90_000).toUTCString()), undefined, NOW)).toBe(90);
    expect(retryAfterOf(headers(), undefined, NOW)).toBeUndefined();
    expect(retryAfterOf(headers('soon'), undefined, NOW)).toBeUndefined();
  });

  it('says it in minutes and hours with the Kyiv time, or about an hour when unknown', () => {
    expect(waitInWords(600, NOW)).toBe('через 10 хв (о 17:30)');
    expect(waitInWords(61, NOW)).toBe('через 2 хв (о 17:22)');
    expect(waitInWords(3900, NOW)).toBe('через 1 год 5 хв (о 18:25)');
    expect(waitInWords(3600, NOW)).toBe('через 1 год (о 18:20)');
    expect(waitInWords(undefined, NOW)).toBe('приблизно через годину');
  });
});
