import type { PartnerAnswerBody, ReferralBody } from '@dosyt/core/referral/referral.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@dosyt/core/api/contract';
import { api } from '../../../lib/api-client';

type Id = number | string;

/*
 * The paths are built from the contract here rather than in config/paths.ts, which every
 * staff screen loads: these screens are lazy, and the first screens keep their weight.
 */
const referralsKey = (appealId: Id) => ['referrals', 'appeal', String(appealId)] as const;

/** GET /api/appeals/{id}/referrals (ADMIN, the appeal's executors): the referrals with their status history. */
export const useAppealReferrals = (appealId: Id) =>
  useQuery(
    queryOptions({
      queryKey: referralsKey(appealId),
      queryFn: () => api.get(apiPath('GET /api/appeals/{id}/referrals', { id: appealId })),
      // The partner answers from outside: a screen left open still sees each step.
      refetchInterval: 60_000,
    }),
  );

/** GET /api/appeals/{id}/referral-services: the services that take referrals, the appeal's community first, then its region, then national. */
export const useReferralTargets = (appealId: Id, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['referrals', 'targets', String(appealId)],
      queryFn: () => api.get(apiPath('GET /api/appeals/{id}/referral-services', { id: appealId })),
      enabled,
    }),
  );

/** POST /api/appeals/{id}/referrals: the referral, with the person's consent; the service gets its link by mail. */
export function useCreateReferral(appealId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralBody) => api.post(apiPath('POST /api/appeals/{id}/referrals', { id: appealId }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsKey(appealId) }),
  });
}

/** GET /api/referrals/{token} (the partner, no account): what the person agreed to share. */
export const usePartnerReferral = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['referrals', 'partner', token],
      queryFn: () => api.get(apiPath('GET /api/referrals/{token}', { token }), { auth: false }),
      // An unknown link stays unknown: no second try, and nothing kept once the tab closes.
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
    }),
  );

/** POST /api/referrals/{token}: the partner accepts, declines (with a reason) or reports the help given. */
export function usePartnerAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerAnswerBody) => api.post(apiPath('POST /api/referrals/{token}', { token }), body, { auth: false }),
    onSuccess: (view) => queryClient.setQueryData(['referrals', 'partner', token], view),
  });
}
