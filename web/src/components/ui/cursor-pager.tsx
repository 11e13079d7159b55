import { useMemo, useState } from 'react';
import { Button } from './button';

/** The cursors of the pages passed on the way back in time: the last one is the page shown. */
export function useCursorStack() {
  const [cursors, setCursors] = useState<string[]>([]);
  return useMemo(
    () => ({
      /** Pass as `before` to load the page shown; undefined for the newest page. */
      before: cursors.at(-1),
      hasNewer: cursors.length > 0,
      newer: () => setCursors((c) => c.slice(0, -1)),
      older: (next: string) => setCursors((c) => [...c, next]),
      /** Back to the newest page (a new filter or period). */
      reset: () => setCursors([]),
    }),
    [cursors],
  );
}

export type CursorStack = ReturnType<typeof useCursorStack>;

export interface CursorPagerProps {
  cursors: CursorStack;
  /** The answer's cursor of the next, older page; absent when nothing older is left. */
  next: string | undefined;
}

/** 'Новіші' / 'Старіші' for a list read newest first with a `before` cursor. */
export function CursorPager({ cursors, next }: CursorPagerProps) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" disabled={!cursors.hasNewer} onClick={cursors.newer}>
        Новіші
      </Button>
      <Button variant="secondary" disabled={!next} onClick={() => next && cursors.older(next)}>
        Старіші
      </Button>
    </div>
  );
}

export interface ShowMoreProps {
  /** More pages wait on the server: the button shows only then. */
  more: boolean;
  loading: boolean;
  onMore: () => void;
  /** What the next page adds to, for screen readers ('Показати ще: Екстренні'). */
  list: string;
}

/** 'Показати ще' under a list read a page at a time (a `cursor` answer): adds the next page below. */
export function ShowMore({ more, loading, onMore, list }: ShowMoreProps) {
  if (!more) return null;
  return (
    <Button variant="secondary" size="sm" className="self-center" loading={loading} onClick={onMore} aria-label={`Показати ще: ${list}`}>
      Показати ще
    </Button>
  );
}
