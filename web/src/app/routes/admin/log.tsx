import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CursorPager, useCursorStack } from '../../../components/ui/cursor-pager';
import { DateTimeInput } from '../../../components/ui/date-time-input';
import { Field, Input, Select } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { useLogSearch, type LogQuery } from '../../../features/server-log/api/search-log';
import { LogTable } from '../../../features/server-log/components/log-table';

const LEVELS = ['', 'ERROR', 'WARN', 'INFO', 'DEBUG'];
const EMPTY: LogQuery = { level: '', from: '', to: '', fn: '', text: '' };

/**
 * /admin/log (ADMIN): the server log filtered by level, time, function and text, newest
 * first, 'Старіші' paging back through time. Load errors are only logged.
 */
export function Component() {
  const [draft, setDraft] = useState<LogQuery>(EMPTY);
  const [query, setQuery] = useState<LogQuery>(EMPTY);
  const cursors = useCursorStack();
  const log = useLogSearch({ ...query, before: cursors.before });
  if (log.isError) console.error('Log load failed');
  const set = (key: keyof LogQuery) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));

  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Logfile</h1>
        <Button variant="secondary" onClick={() => void log.refetch()} loading={log.isFetching}>
          Оновити
        </Button>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          cursors.reset();
          setQuery(draft);
        }}
      >
        <Field label="Рівень" className="w-32">
          {(aria) => (
            <Select {...aria} value={draft.level} onChange={set('level')}>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {l || 'Усі'}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {/* Kyiv time, in the project's own picker. */}
        <Field label="Від" className="w-64">
          {(aria) => (
            <DateTimeInput {...aria} value={draft.from} defaultTime="00:00" timeLabel="Час, від" onChange={(from) => setDraft((d) => ({ ...d, from }))} />
          )}
        </Field>
        <Field label="До" className="w-64">
          {(aria) => <DateTimeInput {...aria} value={draft.to} defaultTime="23:59" timeLabel="Час, до" onChange={(to) => setDraft((d) => ({ ...d, to }))} />}
        </Field>
        <Field label="Функція" className="w-36" hint="appeals, users…">
          {(aria) => <Input {...aria} value={draft.fn} onChange={set('fn')} />}
        </Field>
        <Field label="Текст" className="w-56">
          {(aria) => <Input {...aria} type="search" value={draft.text} onChange={set('text')} />}
        </Field>
        <Button type="submit">Застосувати</Button>
      </form>
      {log.isPending ? <PageSpinner /> : <LogTable entries={log.data?.entries ?? []} />}
      <CursorPager cursors={cursors} next={log.data?.next} />
    </section>
  );
}
