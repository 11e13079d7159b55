import { describe, expect, it } from 'vitest';
import { NATIONAL_LINES } from './national-lines';
import { isServicePhone, serviceTelHref, SERVICE_LIMITS } from './referral';

describe('national lines', () => {
  it('call the numbers the sources name', () => {
    const hrefs = Object.fromEntries(NATIONAL_LINES.map((line) => [line.id, line.phones.map(serviceTelHref)]));
    expect(hrefs).toEqual({
      'national-police': ['tel:102'],
      'national-la-strada': ['tel:116123', 'tel:+380800500335'],
      'national-1547': ['tel:1547'],
    });
  });

  it('pass the rules every service phone and text passes', () => {
    for (const line of NATIONAL_LINES) {
      expect(line.id).toMatch(/^national-/);
      expect(line.phones.every(isServicePhone)).toBe(true);
      expect(line.name.length).toBeLessThanOrEqual(SERVICE_LIMITS.name);
      expect(line.description.length).toBeLessThanOrEqual(SERVICE_LIMITS.description);
      // Grouped by spaces or one dash, never brackets or a stray mix.
      for (const phone of line.phones) expect(phone).toMatch(/^\d+(?:[ -]\d+)*$/);
    }
  });
});
