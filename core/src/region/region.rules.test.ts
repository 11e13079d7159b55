import { describe, expect, it } from 'vitest';
import { formatArea, mapSearchUrl, pageCount, paginationLabel, paginationWindow, regionLabel, showPagination } from './region.rules';

describe('regionLabel', () => {
  it('adds "область" to a region name', () => {
    expect(regionLabel('Полтавська')).toBe('Полтавська область');
  });

  it('keeps cities and Crimea as they are', () => {
    expect(regionLabel('м. Київ')).toBe('м. Київ');
    expect(regionLabel('м. Севастополь')).toBe('м. Севастополь');
    expect(regionLabel('Автономна Республіка Крим')).toBe('Автономна Республіка Крим');
  });

  it('does not say "область" twice', () => {
    expect(regionLabel('Полтавська область')).toBe('Полтавська область');
  });
});

describe('formatArea', () => {
  it('shows one decimal', () => {
    expect(formatArea(28748)).toBe('28748.0');
    expect(formatArea(123.456)).toBe('123.5');
    expect(formatArea('55.55')).toBe('55.5');
  });

  it('shows a dash when unknown', () => {
    expect(formatArea(null)).toBe('—');
    expect(formatArea(undefined)).toBe('—');
    expect(formatArea('')).toBe('—');
    expect(formatArea(Number.NaN)).toBe('—');
  });
});

describe('mapSearchUrl', () => {
  it('searches the admin centre in its region', () => {
    expect(mapSearchUrl('Полтава', 'Полтавська')).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Полтава, Полтавська область')}`);
  });

  it('does not call a city region an oblast', () => {
    expect(decodeURIComponent(mapSearchUrl('Київ', 'м. Київ').split('query=')[1]!)).toBe('Київ, м. Київ');
  });
});

describe('pages', () => {
  it.each([
    [0, 15, 0],
    [1, 15, 1],
    [15, 15, 1],
    [16, 15, 2],
    [1469, 15, 98],
    [10, 0, 0],
  ])('counts %i rows of %i as %i pages', (count, size, pages) => {
    expect(pageCount(count, size)).toBe(pages);
  });

  it('shows pagination only beyond one page, labelled "current з total"', () => {
    expect(showPagination(1)).toBe(false);
    expect(showPagination(2)).toBe(true);
    expect(paginationLabel(3, 98)).toBe('3 з 98');
  });
});

describe('paginationWindow', () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 98, [1, 2, 3, 4, 5, 6, 7]],
    [4, 98, [1, 2, 3, 4, 5, 6, 7]],
    [5, 98, [2, 3, 4, 5, 6, 7, 8]],
    [50, 98, [47, 48, 49, 50, 51, 52, 53]],
    [98, 98, [92, 93, 94, 95, 96, 97, 98]],
    [96, 98, [92, 93, 94, 95, 96, 97, 98]],
    [1, 0, []],
  ])('around page %i of %i shows %j', (current, total, pages) => {
    expect(paginationWindow(current, total)).toEqual(pages);
  });

  it('never shows more than the maximum and clamps a page out of range', () => {
    expect(paginationWindow(200, 98)).toEqual([92, 93, 94, 95, 96, 97, 98]);
    expect(paginationWindow(0, 98)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(10, 98, 4)).toEqual([9, 10, 11, 12]);
  });
});
