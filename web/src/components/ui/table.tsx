import type { Key, ReactNode } from 'react';
import { cn } from './cn';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
  headerClassName?: string;
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
}

/** A plain data table that scrolls sideways on small screens. */
export function Table<T>({ columns, rows, rowKey, caption, captionHidden = true, rowClassName, emptyText = 'Немає даних', className }: TableProps<T>) {
  return (
    <div className={cn('relative overflow-x-auto rounded-lg border border-slate-200 bg-white', className)}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className={captionHidden ? 'sr-only' : 'px-4 py-2 text-left font-semibold'}>{caption}</caption>
        <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-3 py-2 whitespace-nowrap', column.headerClassName)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)} className={rowClassName?.(row, index)}>
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-3 py-2 align-top', column.className)}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
