import { AGE_GROUPS, APPEAL_MESSAGES } from '@dosyt/core/appeal/appeal.schema';
import { formatTimeLeft } from '@dosyt/core/appeal/deadline.rules';
import { splitAssistansType } from '@dosyt/core/assistance/assistance';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { formatPhoneDisplay, phoneHref } from '@dosyt/core/phone/phone.rules';
import { regionLabel } from '@dosyt/core/region/region.rules';
import { FINISH_COMMENT_MIN_LETTERS, isAssignmentEditable, STATUS, STATUSES, statusOptionDisabled } from '@dosyt/core/status/status.rules';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RiskBadge } from '../../../components/safety/risk-badge';
import { SafeContactNotice } from '../../../components/safety/safe-contact-notice';
import { EditFormActions } from '../../../components/form/form-actions';
import { FormField } from '../../../components/form/form-field';
import { useEditSave } from '../../../components/form/use-edit-save';
import { Select } from '../../../components/ui/field';
import { useExecutorCandidates } from '../api/get-executors';
import { useStatuses } from '../api/get-statuses';
import { isFullRecord, useUpdateAssignment } from '../api/update-assignment';
import { checkSave, initialEditState, isRedirect, withExecutor, type AssignmentEditState } from '../lib/assignment-edit';
import { executorOptions } from '../lib/executors';
import type { AssignmentRecord } from '../types';
import { BbcodeEditor } from './bbcode-editor';

export const COMMENT_LABEL = 'Важлива інформація:';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

function agesText(ages: Record<string, number | undefined> | null | undefined): string {
  const parts = AGE_GROUPS.filter((g) => (ages?.[g.id] ?? 0) > 0).map((g) => `${g.label}: ${ages?.[g.id]}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

export interface AssignmentEditFormProps {
  record: AssignmentRecord;
  viewer: { userId: number | null; isAdmin: boolean };
  /** Close / Cancel, and what follows a save the viewer can no longer open. */
  onClose: () => void;
  /** After a 409: the record is read again. */
  onStale: () => void;
}

/**
 * /admin/appeal-history/edit/{id}: the applicant read-only; the executor, the status
 * and 'Важлива інформація' editable by the record's status (core status.rules.ts).
 */
export function AssignmentEditForm({ record, viewer, onClose, onStale }: AssignmentEditFormProps) {
  const appeal = record.appeal;
  const update = useUpdateAssignment();
  const statuses = useStatuses();
  const regionId = appeal?.community?.region_id ?? null;
  const candidates = useExecutorCandidates({ isAdmin: viewer.isAdmin, regionId });
  const { saving, save, popup } = useEditSave({ onClose, onStale });

  const editable =
    record.editable ?? isAssignmentEditable({ statusId: record.appealStatusId, isAdmin: viewer.isAdmin, isExecutor: record.userId === viewer.userId });
  const { control, handleSubmit, setValue, reset } = useForm<AssignmentEditState>({ defaultValues: initialEditState(record) });
  const state = useWatch({ control }) as AssignmentEditState;
  // A saved record (new version, maybe a new status) replaces what was on screen.
  useEffect(() => reset(initialEditState(record)), [record, reset]);

  const typeId = record.AssistanceTypes?.id ?? record.assistanceTypeId ?? null;
  const options = executorOptions(
    candidates.data ?? [],
    { typeId, regionId, currentUserId: record.userId, currentName: record.user ? `${record.user.name} ${record.user.last_name}` : undefined },
    viewer.isAdmin,
  );
  const statusList = statuses.data && statuses.data.length > 0 ? statuses.data : STATUSES;
  const redirecting = isRedirect(state, record);
  const finished = record.appealStatusId === STATUS.FINISH;
  const asksComment = Number(state.statusId) === STATUS.FINISH || Boolean(record.comment?.trim());

  const submit = handleSubmit((values) =>
    save(
      checkSave(values, record),
      (body) => update.mutateAsync({ id: record.id, body }),
      // Only ids in the answer: the viewer may no longer open the record, so closing the message leaves.
      (answer) => ({ message: APPEAL_MESSAGES.assignmentSaved, leave: !isFullRecord(answer) }),
    ),
  );

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {/* Before the phone: how to reach the person safely and the risk level (never mailed). */}
        <SafeContactNotice safeContact={appeal?.safe_contact} riskLevel={appeal?.risk_level} riskAnswers={appeal?.risk_answers} />
        <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]">
          <Item label="Термін">
            <span className="inline-flex flex-wrap items-center gap-2">
              <span data-testid="record-deadline">
                {/* A finished record has no time left to count: when it was finished instead. */}
                {finished ? (
                  `Виконано${record.updatedAt ? ` ${formatDateTime(record.updatedAt)}` : ''}`
                ) : (
                  <>
                    {formatTimeLeft(record.prosessing_time)}
                    {record.deadlineAt ? ` (до ${formatDateTime(new Date(record.deadlineAt).toISOString())})` : ''}
                  </>
                )}
              </span>
              <RiskBadge level={appeal?.risk_level} />
            </span>
          </Item>
          <Item label="Ім'я">{appeal?.name ?? '—'}</Item>
          <Item label="Прізвище">{appeal?.last_name || '—'}</Item>
          <Item label="Телефон">
            {appeal ? (
              <a href={phoneHref(appeal.phone)} className="text-brand-700 hover:underline">
                {formatPhoneDisplay(appeal.phone)}
              </a>
            ) : (
              '—'
            )}
          </Item>
          <Item label="Тип звернення">
            <ul>
              {splitAssistansType(appeal?.assistans_type).map((line) => (
                <li key={line} className={line === record.AssistanceTypes?.description ? 'font-semibold' : undefined}>
                  {line}
                </li>
              ))}
            </ul>
          </Item>
          <Item label="Кількість дітей">{appeal?.children_help ? appeal.children_count : 0}</Item>
          <Item label="Вік дітей">{appeal?.children_help ? agesText(appeal.children_ages) : '—'}</Item>
          <Item label="Громада">{appeal?.community?.name ?? '—'}</Item>
          <Item label="Адмінцентр">{appeal?.community?.adminCenter || '—'}</Item>
          <Item label="Область">{appeal?.community?.region ? regionLabel(appeal.community.region) : '—'}</Item>
          <Item label="Опис ситуації">
            <span className="whitespace-pre-line">{appeal?.description || '—'}</span>
          </Item>
        </dl>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={control} name="userId" label="Виконавець">
            {(field, aria) => (
              <Select
                {...aria}
                ref={field.ref}
                title="Перенаправити звернення"
                value={String(field.value)}
                disabled={!editable}
                aria-busy={candidates.isPending || undefined}
                onChange={(event) => {
                  const next = withExecutor(state, Number(event.target.value), record);
                  field.onChange(next.userId);
                  setValue('statusId', next.statusId);
                }}
                options={options.map((option) => ({ value: String(option.id), label: option.label }))}
              />
            )}
          </FormField>
          <FormField control={control} name="statusId" label="Статус" hint={redirecting ? 'Зміна виконавця встановлює статус «Перенаправлено»' : undefined}>
            {(field, aria) => (
              <Select
                {...aria}
                ref={field.ref}
                title="Змінити статус"
                // A redirect decides the status by itself.
                disabled={!editable || redirecting}
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.target.value))}
                options={statusList.map((status) => ({
                  value: String(status.id),
                  label: status.title,
                  disabled: statusOptionDisabled(status.id, record.appealStatusId),
                }))}
              />
            )}
          </FormField>
        </div>

        {/* Asked for by 'Виконано' (it goes into the report): shown once that status is chosen, or when there is one already. */}
        {asksComment && (
          <FormField
            control={control}
            name="comment"
            label={COMMENT_LABEL}
            hint={
              editable
                ? `Потрібно для статусу «Виконано»: щонайменше ${FINISH_COMMENT_MIN_LETTERS} літер кирилицею. Інформація буде додана до звіту.`
                : undefined
            }
          >
            {(field, aria) => (
              <BbcodeEditor {...aria} label={COMMENT_LABEL} value={field.value} onChange={field.onChange} readOnly={!editable} textareaRef={field.ref} />
            )}
          </FormField>
        )}

        <EditFormActions editable={editable} saving={saving} onClose={onClose} />
      </form>
      {popup}
    </>
  );
}
