import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiPath, type ApiAnswer, type BodyOf } from './contract';
import type { PartnerReferralView, PublicService, ReferralView } from './referral-answers';
import type { ReferralBody } from '../referral/referral.schema';
import { referralsRoutes } from './referrals';

describe('the referral routes', () => {
  it('are public only for the directory and the partner link, ADMIN for the directory management, staff for referrals', () => {
    const access = Object.fromEntries(referralsRoutes.map((r) => [`${r.method} ${r.path}`, r.access]));
    expect(access['GET /api/services']).toBe('public');
    expect(access['GET /api/referrals/{token}']).toBe('public');
    expect(access['POST /api/referrals/{token}']).toBe('public');
    expect(access['GET /api/admin/services']).toEqual(['ADMIN']);
    expect(access['POST /api/admin/services']).toEqual(['ADMIN']);
    expect(access['PUT /api/admin/services/{id}']).toEqual(['ADMIN']);
    expect(access['POST /api/appeals/{id}/referrals']).toEqual(['ADMIN', 'USER']);
    expect(access['GET /api/appeals/{id}/referrals']).toEqual(['ADMIN', 'USER']);
    // Every public route is throttled in the cloud.
    for (const r of referralsRoutes) if (r.access === 'public') expect('throttle' in r && r.throttle).toBeTruthy();
  });

  it('are typed: paths, answers and bodies', () => {
    expect(apiPath('POST /api/appeals/{id}/referrals', { id: 7 })).toBe('/api/appeals/7/referrals');
    expect(apiPath('GET /api/referrals/{token}', { token: 'a/b' })).toBe('/api/referrals/a%2Fb');
    expectTypeOf<ApiAnswer<'GET /api/services'>>().toEqualTypeOf<PublicService[]>();
    expectTypeOf<ApiAnswer<'POST /api/appeals/{id}/referrals'>>().toEqualTypeOf<ReferralView>();
    expectTypeOf<ApiAnswer<'GET /api/referrals/{token}'>>().toEqualTypeOf<PartnerReferralView>();
    expectTypeOf<BodyOf<'POST', '/api/appeals/{id}/referrals'>>().toEqualTypeOf<ReferralBody>();
    // The public shape has no place for the referral e-mail.
    expectTypeOf<PublicService>().not.toHaveProperty('referralEmail');
  });
});
