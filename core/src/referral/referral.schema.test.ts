import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '../validation/parse';
import { ValidationError } from '../errors';
import { partnerAnswerSchema, referralSchema, serviceSchema } from './referral.schema';
import { REFERRAL_MESSAGES, SERVICE_MESSAGES } from './referral';

const service = {
  name: ' Центр «Тихий берег» ',
  kind: 'psychological',
  region_id: 18,
  community_id: 'UA18040150000012345',
  phones: ['+38 (050) 123-45-67', '', '0 800 500 335'],
  hours: 'Пн–Пт 9:00–18:00',
  description: 'Консультації психолога',
  address: '',
  public: true,
  acceptsReferrals: true,
  referralEmail: ' Intake@Example.org ',
};

const messageOf = (schema: Parameters<typeof parseOrThrow>[0], input: unknown): string => {
  try {
    parseOrThrow(schema, input);
  } catch (e) {
    if (e instanceof ValidationError) return e.message;
    throw e;
  }
  throw new Error('parsed');
};

describe('serviceSchema', () => {
  it('cleans a good service: trimmed name, no blank phones, lower-case e-mail, no address', () => {
    const s = parseOrThrow(serviceSchema, service);
    expect(s).toMatchObject({
      name: 'Центр «Тихий берег»',
      phones: ['+38 (050) 123-45-67', '0 800 500 335'],
      referralEmail: 'intake@example.org',
      address: null,
    });
    expect(s.active).toBeUndefined();
  });

  it('takes a national line without a region and short numbers', () => {
    const s = parseOrThrow(serviceSchema, {
      ...service,
      region_id: null,
      community_id: null,
      phones: ['116 123', '15-47', '102'],
      acceptsReferrals: false,
      referralEmail: '',
    });
    expect(s).toMatchObject({ region_id: null, community_id: null, referralEmail: null });
  });

  it('refuses in Ukrainian: no e-mail for referrals, no phone, bad phone, unknown kind, community without region', () => {
    expect(messageOf(serviceSchema, { ...service, referralEmail: '' })).toBe(SERVICE_MESSAGES.emailRequired);
    expect(messageOf(serviceSchema, { ...service, phones: [] })).toBe(SERVICE_MESSAGES.phonesRequired);
    expect(messageOf(serviceSchema, { ...service, phones: ['дзвоніть'] })).toBe(SERVICE_MESSAGES.phone);
    expect(messageOf(serviceSchema, { ...service, kind: 'spa' })).toBe(SERVICE_MESSAGES.kind);
    expect(messageOf(serviceSchema, { ...service, region_id: null })).toBe(SERVICE_MESSAGES.communityWithoutRegion);
    expect(messageOf(serviceSchema, { ...service, name: '  ' })).toBe(SERVICE_MESSAGES.nameRequired);
  });
});

describe('referralSchema', () => {
  it('needs consent exactly true; tellPerson defaults to false', () => {
    expect(parseOrThrow(referralSchema, { serviceId: 'svc1', consent: true, share: 'anonymous' })).toEqual({
      serviceId: 'svc1',
      consent: true,
      share: 'anonymous',
      note: '',
      tellPerson: false,
    });
    expect(messageOf(referralSchema, { serviceId: 'svc1', consent: false, share: 'contact' })).toBe(REFERRAL_MESSAGES.consentRequired);
    expect(messageOf(referralSchema, { serviceId: 'svc1', consent: 'yes', share: 'contact' })).toBe(REFERRAL_MESSAGES.consentRequired);
    expect(messageOf(referralSchema, { serviceId: 'svc1', share: 'contact' })).toBe(REFERRAL_MESSAGES.consentRequired);
    expect(messageOf(referralSchema, { serviceId: 'svc1', consent: true, share: 'all' })).toBe(REFERRAL_MESSAGES.shareRequired);
  });
});

describe('partnerAnswerSchema', () => {
  it('needs a reason to decline', () => {
    expect(messageOf(partnerAnswerSchema, { status: 'declined', note: '  ' })).toBe(REFERRAL_MESSAGES.reasonRequired);
    expect(parseOrThrow(partnerAnswerSchema, { status: 'accepted' })).toEqual({ status: 'accepted', note: '' });
    expect(messageOf(partnerAnswerSchema, { status: 'sent' })).toBe(REFERRAL_MESSAGES.statusRequired);
  });
});
