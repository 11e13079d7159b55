/** The query strings of the stats routes (stats.ts and the notification lists): the functions' pipeline parses each request with these. */
import * as z from '../validation/zod';
import { optionalInt, optionalText, param } from './query-params';

/** An ISO instant as milliseconds; absent or unreadable: 'Некоректна дата: name'. */
const instant = (name: string) =>
  param(`Некоректна дата: ${name}`, (value, refused) => {
    const ms = value === undefined || value === '' ? Number.NaN : Date.parse(value);
    return Number.isNaN(ms) ? refused() : ms;
  });

/** A figure's period: `startDate` and `endDate`, the ISO instants of a Kyiv month's first and last moment. */
export const periodQuery = z.object({ startDate: instant('startDate'), endDate: instant('endDate') });

/** A period, and the region an ADMIN picks (the others are held to their own). */
export const regionPeriodQuery = z.object({ ...periodQuery.shape, region_id: optionalInt('region_id') });

/** A notification list's page: `cursor` (the previous page's Link rel="next") and `limit` (at most the page size). */
export const noticePageQuery = z.object({ cursor: optionalText('cursor', 400), limit: optionalInt('limit') });
