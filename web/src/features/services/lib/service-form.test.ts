import { SERVICE_MESSAGES } from '@dosyt/core/referral/referral';
import { describe, expect, it } from 'vitest';
import type { AdminService } from '../types';
import { emptyServiceForm, serviceBodyOf, serviceBodyWithActive, serviceFormValues } from './service-form';
import { checkServiceForm } from './service-form-check';

const filled = {
  ...emptyServiceForm(),
  name: 'Центр правової допомоги',
  kind: 'legal' as const,
  region_id: '53',
  community_id: 'UA53080370000025447',
  phones: '0 800 213 103; 0532 00 00 00,',
  hours: 'пн–пт 9–18',
};

describe('service form', () => {
  it('an empty form names what is missing, in the schema’s Ukrainian', () => {
    const check = checkServiceForm(emptyServiceForm());
    expect(check.success).toBe(false);
    if (!check.success) {
      expect(check.fieldErrors.name).toBe(SERVICE_MESSAGES.nameRequired);
      expect(check.fieldErrors.kind).toBe(SERVICE_MESSAGES.kind);
    }
  });

  it('a service without a phone is refused', () => {
    const check = checkServiceForm({ ...filled, phones: ' , ' });
    expect(check.success ? undefined : check.fieldErrors.phones).toBe(SERVICE_MESSAGES.phonesRequired);
  });

  it('sends the phones as a list and a place by its numbers', () => {
    const check = checkServiceForm(filled);
    expect(check).toMatchObject({
      success: true,
      output: { region_id: 53, community_id: 'UA53080370000025447', phones: ['0 800 213 103', '0532 00 00 00'], referralEmail: null },
    });
  });

  it('taking referrals needs the address they go to; not taking them keeps none', () => {
    const check = checkServiceForm({ ...filled, acceptsReferrals: true });
    expect(check.success ? undefined : check.fieldErrors.referralEmail).toBe(SERVICE_MESSAGES.emailRequired);
    expect(serviceBodyOf({ ...filled, acceptsReferrals: false, referralEmail: 'partner@example.com' }).referralEmail).toBeNull();
  });

  it('an empty region is a national line', () => {
    expect(serviceBodyOf({ ...filled, region_id: '', community_id: '' })).toMatchObject({ region_id: null, community_id: null });
  });

  it('deactivating sends the stored service back unchanged but for active', () => {
    const stored: AdminService = {
      id: 'svc1',
      name: 'Притулок',
      kind: 'shelter',
      region_id: 53,
      community_id: null,
      phones: ['0532000000'],
      hours: 'цілодобово',
      description: '',
      address: 'вул. Таємна, 1',
      public: true,
      acceptsReferrals: true,
      referralEmail: 'shelter@example.com',
      active: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      referralCount: 2,
    };
    expect(serviceBodyWithActive(stored, false)).toEqual({
      name: 'Притулок',
      kind: 'shelter',
      region_id: 53,
      community_id: null,
      phones: ['0532000000'],
      hours: 'цілодобово',
      description: '',
      address: 'вул. Таємна, 1',
      public: true,
      acceptsReferrals: true,
      referralEmail: 'shelter@example.com',
      active: false,
    });
    expect(serviceFormValues(stored).phones).toBe('0532000000');
  });
});
