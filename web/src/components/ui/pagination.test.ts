import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows at most 7 numbers, centred on the current page', () => {
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
