import { Fragment, useId, useState, type Key, type ReactNode } from 'react';
import { cn } from './cn';
import { ChevronRightIcon } from './icons';

/**
 * Where a column gives way to the row expander: 'laptop' columns show
 * from 1600 px up (a 1366 px laptop reads them in the expander), 'narrow' ones from 768 px.
 */
export type ColumnFold = 'laptop' | 'narrow';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
  headerClassName?: string;
  /** Below this width the column is hidden and its value shows in the row's details. */
  fold?: ColumnFold;
  /** The details' label when the header is not plain text. */
  detailLabel?: string;
  /** A long header may take two lines (headers stay on one by default). */
  wrapHeader?: boolean;
}

export interface TableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** Names the table for screen readers. */
  caption: ReactNode;
  captionHidden?: boolean;
  rowClassName?: (row: T, index: number) => string | undefined;
  emptyText?: ReactNode;
  className?: string;
  /** Names a row for its expander ('Докладніше: <label>'); needed when a column folds. */
  rowLabel?: (row: T) => string;
  /**
   * Below 768 px each row is a card: its cells flow and wrap within the screen's width,
   * so the row's actions are reached without sideways scrolling. The headers stay for
   * screen readers only, so the cells left on a phone must read without them.
   */
  phoneCards?: boolean;
}

// Whole class names, so Tailwind finds them.
const COLUMN_CLASS: Record<ColumnFold, string> = { laptop: 'hidden min-[1600px]:table-cell', narrow: 'hidden md:table-cell' };
const DETAIL_CLASS: Record<ColumnFold, string> = { laptop: 'min-[1600px]:hidden', narrow: 'md:hidden' };

/**
 * The card layout below 768 px (`phoneCards`). The elements keep their table roles
 * explicitly, whatever their display, so the table still reads as one.
 */
const CARD = {
  table: 'max-md:block',
  head: 'max-md:sr-only',
  body: 'max-md:block max-md:divide-y-0',
  row: 'max-md:flex max-md:flex-wrap max-md:items-start max-md:gap-x-1 max-md:border-b max-md:border-slate-100 max-md:py-1',
  cell: 'max-md:block max-md:min-w-0 max-md:max-w-full',
  details: 'max-md:block',
  detailsCell: 'max-md:block max-md:w-full',
};

/**
 * A data table. Columns that matter first stay; a folded column hides below its width
 * and its value moves behind the row's 'Докладніше' expander, so the table fits a
 * 1366 px laptop without sideways scrolling. On a phone it scrolls sideways rather
 * than squeeze the key columns, unless its rows become cards (`phoneCards`).
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = true,
  rowClassName,
  emptyText = 'Немає даних',
  className,
  rowLabel,
  phoneCards = false,
}: TableProps<T>) {
  const folded = columns.filter((c) => c.fold);
  // The expander is needed below the widest fold's width.
  const expanderClass = folded.some((c) => c.fold === 'laptop') ? DETAIL_CLASS.laptop : folded.length > 0 ? DETAIL_CLASS.narrow : undefined;
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<Key>>(new Set());
  const toggle = (key: Key) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const span = columns.length + (expanderClass ? 1 : 0);
  const card = (part: keyof typeof CARD) => (phoneCards ? CARD[part] : undefined);
  const role = (name: 'table' | 'rowgroup' | 'row' | 'cell' | 'columnheader') => (phoneCards ? { role: name } : {});

  return (
    <div className={cn('relative overflow-x-auto rounded-lg border border-slate-200 bg-white', className)} data-testid="table-scroll">
      <table {...role('table')} className={cn('min-w-full divide-y divide-slate-200 text-left text-sm', card('table'))}>
        <caption className={captionHidden ? 'sr-only' : 'px-4 py-2 text-left font-semibold'}>{caption}</caption>
        <thead {...role('rowgroup')} className={cn('bg-slate-100 text-xs font-semibold tracking-wide text-slate-600 uppercase', card('head'))}>
          <tr {...role('row')}>
            {expanderClass && (
              <th {...role('columnheader')} scope="col" className={cn('w-8 px-2 py-2', expanderClass)}>
                <span className="sr-only">Докладніше</span>
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.key}
                {...role('columnheader')}
                scope="col"
                className={cn('px-3 py-2', !column.wrapHeader && 'whitespace-nowrap', column.fold && COLUMN_CLASS[column.fold], column.headerClassName)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...role('rowgroup')} className={cn('divide-y divide-slate-100', card('body'))}>
          {rows.length === 0 ? (
            <tr {...role('row')} className={card('details')}>
              <td {...role('cell')} colSpan={span} className={cn('px-3 py-6 text-center text-slate-600', card('detailsCell'))}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const key = rowKey(row);
              const expanded = open.has(key);
              const detailsId = `${baseId}-details-${String(key)}`;
              return (
                <Fragment key={key}>
                  <tr {...role('row')} className={cn(rowClassName?.(row, index), card('row'))}>
                    {expanderClass && (
                      <td {...role('cell')} className={cn('px-2 py-2 align-top', expanderClass, card('cell'))}>
                        <button
                          type="button"
                          aria-expanded={expanded}
                          aria-controls={detailsId}
                          aria-label={`Докладніше: ${rowLabel ? rowLabel(row) : String(key)}`}
                          onClick={(event) => {
                            // Clickable rows open something of their own: this only unfolds.
                            event.stopPropagation();
                            toggle(key);
                          }}
                          className="relative z-10 inline-flex size-7 items-center justify-center rounded text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          <ChevronRightIcon className={cn('size-4 transition-transform', expanded && 'rotate-90')} aria-hidden="true" />
                        </button>
                      </td>
                    )}
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        {...role('cell')}
                        className={cn('px-3 py-2 align-top', column.fold ? COLUMN_CLASS[column.fold] : card('cell'), column.className)}
                      >
                        {column.cell(row, index)}
                      </td>
                    ))}
                  </tr>
                  {expanderClass && expanded && (
                    <tr {...role('row')} id={detailsId} className={cn('bg-slate-50', expanderClass, card('details'))} data-testid="row-details">
                      <td {...role('cell')} colSpan={span} className={cn('px-4 py-3', card('detailsCell'))}>
                        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
                          {folded.map((column) => (
                            <div key={column.key} className={cn('flex flex-col gap-0.5', DETAIL_CLASS[column.fold!])}>
                              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{column.detailLabel ?? column.header}</dt>
                              <dd className="text-slate-800">{column.cell(row, index)}</dd>
                            </div>
                          ))}
                        </dl>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
