import { formatKyivDateTimeSeconds } from '../log-time';
import { useState } from 'react';
import { cn } from '../../../components/ui/cn';
import type { LogEntry } from '../api/search-log';

const LEVEL_STYLE: Record<string, string> = {
  ERROR: 'bg-rose-100 text-rose-800',
  CRITICAL: 'bg-rose-200 text-rose-900',
  WARN: 'bg-amber-100 text-amber-800',
  INFO: 'bg-sky-100 text-sky-800',
  DEBUG: 'bg-slate-100 text-slate-700',
};
/** The fields worth a glance in the row; the rest is in the raw JSON. */
const MAIN_FIELDS = ['route', 'method', 'status', 'ms', 'userId', 'appealId', 'assignmentId', 'kind', 'action', 'errorName'];

function mainFields(fields: Record<string, unknown>): string {
  return MAIN_FIELDS.filter((k) => fields[k] !== undefined && fields[k] !== null)
    .map((k) => `${k}=${typeof fields[k] === 'object' ? JSON.stringify(fields[k]) : String(fields[k])}`)
    .join('  ');
}

/** Log entries as readable rows (Kyiv time, level, message, main fields); the raw JSON behind a click. */
export function LogTable({ entries }: { entries: LogEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (entries.length === 0) return <p className="text-sm text-slate-600">Записів не знайдено</p>;
  return (
    <table data-testid="server-log" className="w-full table-fixed border-collapse text-sm" aria-label="Журнал сервера">
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500 uppercase">
          <th scope="col" className="w-44 py-2 pr-2">
            Час (Київ)
          </th>
          <th scope="col" className="w-20 py-2 pr-2">
            Рівень
          </th>
          <th scope="col" className="py-2 pr-2">
            Повідомлення
          </th>
          <th scope="col" className="w-24 py-2">
            JSON
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={`${e.at}-${i}`} className="border-b border-slate-100 align-top">
            <td className="py-1.5 pr-2 font-mono text-xs whitespace-nowrap">{formatKyivDateTimeSeconds(e.at)}</td>
            <td className="py-1.5 pr-2">
              <span className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', LEVEL_STYLE[e.level] ?? LEVEL_STYLE.DEBUG)}>{e.level}</span>
            </td>
            <td className="py-1.5 pr-2 break-words">
              <span className="font-medium text-slate-900">{e.message}</span>
              {e.fn && <span className="ml-2 text-xs text-slate-500">{e.fn}</span>}
              <span className="block font-mono text-xs text-slate-600">{mainFields(e.fields)}</span>
              {open === i && (
                <pre className="mt-1 max-h-80 overflow-auto rounded bg-slate-900 p-2 font-mono text-xs whitespace-pre-wrap text-slate-100">
                  {JSON.stringify(JSON.parse(e.raw), null, 2)}
                </pre>
              )}
            </td>
            <td className="py-1.5">
              <button type="button" className="text-xs text-brand-700 underline" aria-expanded={open === i} onClick={() => setOpen(open === i ? null : i)}>
                {open === i ? 'Сховати' : 'Показати'}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
