import { Fragment, useId, useState, type Key, type ReactNode } from 'react';
import { cn } from './cn';
import { ChevronRightIcon } from './icons';

/**
 * Where a column gives way to the row expander (issue 18 item 4): 'laptop' columns show
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
}

// Whole class names, so Tailwind finds them.
const COLUMN_CLASS: Record<ColumnFold, string> = { laptop: 'hidden min-[1600px]:table-cell', narrow: 'hidden md:table-cell' };
const DETAIL_CLASS: Record<ColumnFold, string> = { laptop: 'min-[1600px]:hidden', narrow: 'md:hidden' };

/**
 * A data table. Columns that matter first stay; a folded column hides below its width
 * and its value moves behind the row's 'Докладніше' expander, so the table fits a
 * 1366 px laptop without sideways scrolling. It still scrolls sideways on a phone
 * rather than squeeze the key columns.
 */
export function Table<T>({ columns, rows, rowKey, caption, captionHidden = true, rowClassName, emptyText = 'Немає даних', className, rowLabel }: TableProps<T>) {
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

  return (
    <div className={cn('relative overflow-x-auto rounded-lg border border-slate-200 bg-white', className)} data-testid="table-scroll">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className={captionHidden ? 'sr-only' : 'px-4 py-2 text-left font-semibold'}>{caption}</caption>
        <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {expanderClass && (
              <th scope="col" className={cn('w-8 px-2 py-2', expanderClass)}>
                <span className="sr-only">Докладніше</span>
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-3 py-2', !column.wrapHeader && 'whitespace-nowrap', column.fold && COLUMN_CLASS[column.fold], column.headerClassName)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="px-3 py-6 text-center text-slate-600">
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
                  <tr className={rowClassName?.(row, index)}>
                    {expanderClass && (
                      <td className={cn('px-2 py-2 align-top', expanderClass)}>
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
                      <td key={column.key} className={cn('px-3 py-2 align-top', column.fold && COLUMN_CLASS[column.fold], column.className)}>
                        {column.cell(row, index)}
                      </td>
                    ))}
                  </tr>
                  {expanderClass && expanded && (
                    <tr id={detailsId} className={cn('bg-slate-50', expanderClass)} data-testid="row-details">
                      <td colSpan={span} className="px-4 py-3">
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
