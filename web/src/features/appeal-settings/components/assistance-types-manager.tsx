import type { AssistanceType } from '@dosyt/core/assistance/assistance';
import { MONITORING_ID } from '@dosyt/core/assistance/assistance';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, Input } from '../../../components/ui/field';
import { InfoPopup } from '../../../components/ui/info-popup';
import { Table } from '../../../components/ui/table';
import { isApiError } from '../../../lib/api-client';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useCreateAssistanceType, useUpdateAssistanceType } from '../api/assistance-types';
import { assistanceNameSchema } from '../lib/settings-schema';

const failure = (error: unknown) => (isApiError(error) && error.message ? error.message : 'Сталася помилка. Спробуйте ще раз');

/** A type's name being typed: checked (assistanceNameSchema) before it is sent, its message under the field. */
function useNameDraft(initial: string, onError: (message: string) => void) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  return {
    name,
    setName,
    error,
    reset: () => {
      setName(initial);
      setError(undefined);
    },
    /** Sends the checked name; a refused send goes to onError. */
    submit: async (send: (name: string) => Promise<void>) => {
      const parsed = assistanceNameSchema.safeParse(name);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return;
      }
      try {
        await send(parsed.data);
        setError(undefined);
      } catch (e) {
        onError(failure(e));
      }
    },
  };
}

interface NameFormProps {
  label: string;
  fieldClassName: string;
  draft: ReturnType<typeof useNameDraft>;
  onSubmit: () => Promise<void>;
  autoFocus?: boolean;
  /** The buttons. */
  children: ReactNode;
}

function NameForm({ label, fieldClassName, draft, onSubmit, autoFocus, children }: NameFormProps) {
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Field label={label} className={fieldClassName} error={draft.error}>
        {(aria) => <Input {...aria} value={draft.name} onChange={(event) => draft.setName(event.target.value)} maxLength={100} autoFocus={autoFocus} />}
      </Field>
      {children}
    </form>
  );
}

function RenameCell({ type, onError }: { type: AssistanceType; onError: (message: string) => void }) {
  const update = useUpdateAssistanceType();
  const [editing, setEditing] = useState(false);
  const draft = useNameDraft(type.description, onError);

  if (!editing) {
    return (
      <div className="flex items-center justify-between gap-3">
        <span>{type.description}</span>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Перейменувати: ${type.description}`}>
          Перейменувати
        </Button>
      </div>
    );
  }
  const save = () =>
    draft.submit(async (description) => {
      await update.mutateAsync({ id: type.id, description, retired: false });
      setEditing(false);
    });
  return (
    <NameForm label="Нова назва" fieldClassName="min-w-56 flex-1" draft={draft} onSubmit={save} autoFocus>
      <div className="flex gap-2 pt-6">
        <Button size="sm" type="submit" loading={update.isPending}>
          Зберегти
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setEditing(false);
            draft.reset();
          }}
        >
          Скасувати
        </Button>
      </div>
    </NameForm>
  );
}

/**
 * Assistance types (request types and staff functions): add, rename, retire.
 * A retired type is no longer offered; appeals and people that name it keep it.
 */
export function AssistanceTypesManager({ types }: { types: AssistanceType[] }) {
  const create = useCreateAssistanceType();
  const update = useUpdateAssistanceType();
  const [error, setError] = useState<string | null>(null);
  const draft = useNameDraft('', setError);

  const add = () =>
    draft.submit(async (description) => {
      await create.mutateAsync(description);
      draft.setName('');
    });

  const retire = useConfirmedAction(
    (type: AssistanceType) => update.mutateAsync({ id: type.id, description: type.description, retired: true }),
    (e) => setError(failure(e)),
  );

  return (
    <div className="flex flex-col gap-4">
      <Table
        caption="Види допомоги"
        rows={types}
        rowKey={(type) => type.id}
        columns={[
          { key: 'id', header: 'ID', cell: (type) => type.id },
          { key: 'name', header: 'Назва', className: 'w-full', cell: (type) => <RenameCell type={type} onError={setError} /> },
          {
            key: 'retire',
            header: 'Дія',
            cell: (type) =>
              // Monitoring decides who observes: it stays.
              type.id === MONITORING_ID ? (
                <span className="text-xs text-slate-600">службовий</span>
              ) : (
                <Button size="sm" variant="danger" onClick={() => retire.ask(type)} aria-label={`Вивести з ужитку: ${type.description}`}>
                  Вивести з ужитку
                </Button>
              ),
          },
        ]}
      />
      <NameForm label="Новий вид допомоги" fieldClassName="min-w-64 flex-1" draft={draft} onSubmit={add}>
        <Button type="submit" className="mt-6" loading={create.isPending}>
          Додати
        </Button>
      </NameForm>
      <ConfirmDialog
        {...retire.dialog}
        title="Вивести з ужитку"
        message={`Вид допомоги «${retire.item?.description ?? ''}» більше не пропонуватиметься у формах. Наявні звернення його збережуть. Продовжити?`}
        busy={update.isPending}
      />
      <InfoPopup open={error !== null} kind="error" message={error} onClose={() => setError(null)} />
    </div>
  );
}
