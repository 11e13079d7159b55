export const COMMUNITIES_PAGE_SIZE = 15;

/** Communities (and districts) are keyed by their codifier code (КАТОТТГ): 'UA' and 17 digits. */
export const COMMUNITY_CODE = /^UA\d{17}$/;
export const PAGINATION_MAX_PAGES = 7;
export const REGION_TOGGLE_CONFIRM = 'Ви впевнені, що хочете змінити статус регіону?';

const STANDALONE_REGIONS = ['Автономна Республіка Крим'];

/** 'Полтавська' -> 'Полтавська область'; cities ('м. Київ') and Crimea keep their own names. */
export function regionLabel(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.startsWith('м. ') || STANDALONE_REGIONS.includes(trimmed) || trimmed.endsWith(' область')) {
    return trimmed;
  }
  return `${trimmed} область`;
}

/** Area with one decimal; '—' when unknown. */
export function formatArea(n: number | string | null | undefined): string {
  const value = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : '—';
}

/**
 * Maps search for a community: 'adminCenter, X область'. The region goes through
 * regionLabel so a city region is not searched as 'м. Київ область'.
 */
export function mapSearchUrl(adminCenter: string, region: string): string {
  const query = [adminCenter.trim(), regionLabel(region)].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** pages = ceil(count / size); never negative, 0 for an empty list. */
export function pageCount(count: number, size: number): number {
  if (!(count > 0) || !(size > 0)) return 0;
  return Math.ceil(count / size);
}

/** Pagination is shown only when there is more than one page. */
export const showPagination = (totalPages: number): boolean => totalPages > 1;

/** The 'current з total' label. */
export const paginationLabel = (current: number, totalPages: number): string => `${current} з ${totalPages}`;

/**
 * Page numbers to show: at most `max`, the current page as near the middle as the
 * ends allow ([1..7] at the start, the last 7 at the end).
 */
export function paginationWindow(current: number, total: number, max: number = PAGINATION_MAX_PAGES): number[] {
  if (total < 1 || max < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const size = Math.min(max, total);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
