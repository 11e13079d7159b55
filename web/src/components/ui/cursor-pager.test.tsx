// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CursorPager, useCursorStack } from './cursor-pager';

afterEach(cleanup);

/** Three pages newest first: each answer's `next` is the cursor of the page after it. */
const NEXT: Record<string, string | undefined> = { newest: 'c1', c1: 'c2', c2: undefined };

function PagedList() {
  const cursors = useCursorStack();
  const shown = cursors.before ?? 'newest';
  return (
    <>
      <p data-testid="page">{shown}</p>
      <button type="button" onClick={cursors.reset}>
        Застосувати
      </button>
      <CursorPager cursors={cursors} next={NEXT[shown]} />
    </>
  );
}

describe('CursorPager', () => {
  it('goes back in time page by page, forward again, and to the newest page on a reset', () => {
    // Prepare
    render(<PagedList />);
    const page = () => screen.getByTestId('page').textContent;
    const newer = screen.getByRole('button', { name: 'Новіші' }) as HTMLButtonElement;
    const older = screen.getByRole('button', { name: 'Старіші' }) as HTMLButtonElement;
    expect([page(), newer.disabled, older.disabled]).toEqual(['newest', true, false]);

    // Act: to the oldest page
    fireEvent.click(older);
    fireEvent.click(older);

    // Assess
    expect([page(), newer.disabled, older.disabled]).toEqual(['c2', false, true]);

    // Act: one page newer, then a new filter
    fireEvent.click(newer);
    expect([page(), newer.disabled, older.disabled]).toEqual(['c1', false, false]);
    fireEvent.click(older);
    fireEvent.click(screen.getByRole('button', { name: 'Застосувати' }));

    // Assess
    expect([page(), newer.disabled, older.disabled]).toEqual(['newest', true, false]);
  });
});
