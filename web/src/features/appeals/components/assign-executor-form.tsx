import { STATUS } from '@dosyt/core/status/status.rules';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { useAssignExecutor, useExecutorCandidates } from '../api/assign-executor';

export const ASSIGN_TITLE = 'Призначити виконавця';
export const ASSIGNED_MESSAGE = 'Виконавця призначено: виконавцю надіслано лист про нове звернення';

/**
 * An admin adds an executor for one requested type: from any region (the appeal's
 * own may have nobody), filtered by function, the least busy first. Also adds a
 * second executor to a type that has one.
 */
/** How the form names types and regions (the route composes them from the reference data). */
export interface ReferenceNames {
  typeName: (id: number) => string;
  regionName: (id: number | null) => string;
}

export function AssignExecutorForm({
  appealId,
  assistanceIds,
  statusId,
  typeName,
  regionName,
}: { appealId: number | string; assistanceIds: number[]; statusId: number } & ReferenceNames) {
  const formId = useId();
  const [typeId, setTypeId] = useState<number | null>(assistanceIds.length === 1 ? (assistanceIds[0] ?? null) : null);
  const [userId, setUserId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const candidates = useExecutorCandidates(appealId, typeId);
  const assign = useAssignExecutor(appealId);
  if (statusId === STATUS.FINISH) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typeId === null || userId === null) {
      setOutcome({ ok: false, message: 'Оберіть вид допомоги і виконавця' });
      return;
    }
    try {
      await assign.mutateAsync({ userId, assistanceTypeId: typeId });
      setOutcome({ ok: true, message: ASSIGNED_MESSAGE });
      setUserId(null);
    } catch (error) {
      setOutcome({ ok: false, message: isApiError(error) && error.statusCode < 500 ? error.message : 'Не вдалося призначити виконавця. Спробуйте ще раз' });
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${formId}-title`} className="mt-4 flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <h3 id={`${formId}-title`} className="text-base font-semibold text-slate-900">
        {ASSIGN_TITLE}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Вид допомоги" required>
          {(aria) => (
            <select
              {...aria}
              className={inputClass}
              value={typeId ?? ''}
              onChange={(event) => {
                setTypeId(event.target.value ? Number(event.target.value) : null);
                setUserId(null);
                setOutcome(null);
              }}
            >
              <option value="">Оберіть вид допомоги</option>
              {assistanceIds.map((id) => (
                <option key={id} value={id}>
                  {typeName(id)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Виконавець"
          required
          hint={typeId !== null && candidates.data?.length === 0 ? 'Немає активних фахівців із таким функціоналом' : undefined}
        >
          {(aria) => (
            <select
              {...aria}
              className={inputClass}
              value={userId ?? ''}
              disabled={typeId === null || candidates.isPending}
              onChange={(event) => setUserId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">Оберіть виконавця</option>
              {(candidates.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {`${c.name} ${c.last_name} — ${regionName(c.region_id)}${c.sameRegion ? ' (область звернення)' : ''}, відкритих звернень: ${c.openAssignments}`}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'text-sm text-emerald-800' : 'text-sm font-medium text-rose-700'}>
          {outcome.message}
        </p>
      )}
      <Button type="submit" className="self-end" loading={assign.isPending}>
        Призначити
      </Button>
    </form>
  );
}
