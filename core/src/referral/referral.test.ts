import { describe, expect, it } from 'vitest';
import {
  isFinalReferralStatus,
  isReferralToken,
  isServicePhone,
  partnerNextStatuses,
  serviceCoversPlace,
  serviceKindLabel,
  serviceTelHref,
  sortServices,
} from './referral';

describe('service kinds and phones', () => {
  it('labels kinds in Ukrainian', () => {
    expect(serviceKindLabel('shelter')).toBe('Притулок');
    expect(serviceKindLabel('social')).toBe('Соціальні послуги / мобільна бригада');
  });

  it('takes short and national numbers, makes tel: links', () => {
    expect(['102', '15-47', '116 123', '0 800 500 335', '+38 (050) 123-45-67'].every(isServicePhone)).toBe(true);
    expect(['12', 'call us', '1234567890123456'].some(isServicePhone)).toBe(false);
    expect(serviceTelHref('0 800 500 335')).toBe('tel:+380800500335');
    expect(serviceTelHref('102')).toBe('tel:102');
    expect(serviceTelHref('+38 (050) 123-45-67')).toBe('tel:+380501234567');
  });
});

describe('the public order and place', () => {
  const s = (name: string, kind: string, region_id: number | null, community_id: string | null) => ({ name, kind, region_id, community_id });
  it('puts the community first, then the region, then national lines', () => {
    const sorted = sortServices(
      [s('Гаряча', 'hotline', null, null), s('Обл', 'legal', 18, null), s('Громада', 'medical', 18, 'UA1'), s('Притулок', 'shelter', 18, null)],
      'UA1',
    );
    expect(sorted.map((x) => x.name)).toEqual(['Громада', 'Притулок', 'Обл', 'Гаряча']);
  });
  it('covers a place: national everywhere, region in its region, community only there', () => {
    expect(serviceCoversPlace(s('a', 'x', null, null), {})).toBe(true);
    expect(serviceCoversPlace(s('a', 'x', 18, null), { region_id: 18 })).toBe(true);
    expect(serviceCoversPlace(s('a', 'x', 18, null), { region_id: 5 })).toBe(false);
    expect(serviceCoversPlace(s('a', 'x', 18, 'UA1'), { region_id: 18, community_id: 'UA2' })).toBe(false);
    expect(serviceCoversPlace(s('a', 'x', 18, 'UA1'), { region_id: 18, community_id: 'UA1' })).toBe(true);
  });
});

describe('referral states', () => {
  it('goes sent → accepted → completed, or to declined; final states take nothing', () => {
    expect(partnerNextStatuses('sent')).toEqual(['accepted', 'declined']);
    expect(partnerNextStatuses('accepted')).toEqual(['completed', 'declined']);
    expect(isFinalReferralStatus('completed')).toBe(true);
    expect(isFinalReferralStatus('declined')).toBe(true);
    expect(isFinalReferralStatus('closed')).toBe(true);
    expect(isFinalReferralStatus('accepted')).toBe(false);
  });
  it('knows a token by its shape only', () => {
    expect(isReferralToken('a'.repeat(43))).toBe(true);
    expect(isReferralToken('a'.repeat(42))).toBe(false);
    expect(isReferralToken('a'.repeat(42) + '/')).toBe(false);
  });
});
