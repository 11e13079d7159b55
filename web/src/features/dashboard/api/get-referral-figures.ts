import { useQuery } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { rangeQuery, type MonthRange } from './types';

/**
 * GET /api/appeal-history/referrals?startDate&endDate[&region_id]: referrals of the month by
 * kind and outcome. Without a region an admin gets the country; USER and OBSERVER always get
 * their own region, with small community counts already masked by the server.
 */
export const getReferralFigures = (range: MonthRange, regionId?: number) =>
  api.get(withQuery(paths.api.stats.referralFigures, rangeQuery(range, { region_id: regionId })));

export const useReferralFigures = (range: MonthRange, regionId?: number, enabled = true) =>
  useQuery({
    queryKey: ['stats', 'referral-figures', range.startDate, regionId ?? 'own'],
    queryFn: () => getReferralFigures(range, regionId),
    enabled,
  });
