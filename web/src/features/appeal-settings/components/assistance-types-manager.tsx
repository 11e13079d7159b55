import type { AssistanceType } from '@dosyt/core/assistance/assistance';
import { MONITORING_ID } from '@dosyt/core/assistance/assistance';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, Input } from '../../../components/ui/field';
import { InfoPopup } from '../../../components/ui/info-popup';
import { Table } from '../../../components/ui/table';
import { isApiError } from '../../../lib/api-client';
import { useCreateAssistanceType, useUpdateAssistanceType } from '../api/assistance-types';
import { assistanceNameSchema } from '../lib/settings-schema';

const failure = (error: unknown) => (isApiError(error) && error.message ? error.message : 'Сталася помилка. Спробуйте ще раз');

function RenameCell({ type, onError }: { type: AssistanceType; onError: (message: string) => void }) {
  const update = useUpdateAssistanceType();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(type.description);
  const [error, setError] = useState<string>();

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
  const save = async () => {
    const parsed = assistanceNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await update.mutateAsync({ id: type.id, description: parsed.data, retired: false });
      setEditing(false);
      setError(undefined);
    } catch (e) {
      onError(failure(e));
    }
  };
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field label="Нова назва" className="min-w-56 flex-1" error={error}>
        {(aria) => <Input {...aria} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} autoFocus />}
      </Field>
      <div className="flex gap-2 pt-6">
        <Button size="sm" type="submit" loading={update.isPending}>
          Зберегти
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setEditing(false);
            setName(type.description);
            setError(undefined);
          }}
        >
          Скасувати
        </Button>
      </div>
    </form>
  );
}

/**
 * Assistance types (request types and staff functions): add, rename, retire.
 * A retired type is no longer offered; appeals and people that name it keep it.
 */
export function AssistanceTypesManager({ types }: { types: AssistanceType[] }) {
  const create = useCreateAssistanceType();
  const update = useUpdateAssistanceType();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [retiring, setRetiring] = useState<AssistanceType | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    const parsed = assistanceNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      setName('');
      setNameError(undefined);
    } catch (e) {
      setError(failure(e));
    }
  };

  const retire = async () => {
    if (!retiring) return;
    try {
      await update.mutateAsync({ id: retiring.id, description: retiring.description, retired: true });
    } catch (e) {
      setError(failure(e));
    } finally {
      setRetiring(null);
    }
  };

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
                <Button size="sm" variant="danger" onClick={() => setRetiring(type)} aria-label={`Вивести з ужитку: ${type.description}`}>
                  Вивести з ужитку
                </Button>
              ),
          },
        ]}
      />
      <form
        className="flex flex-wrap items-start gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Field label="Новий вид допомоги" className="min-w-64 flex-1" error={nameError}>
          {(aria) => <Input {...aria} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />}
        </Field>
        <Button type="submit" className="mt-6" loading={create.isPending}>
          Додати
        </Button>
      </form>
      <ConfirmDialog
        open={retiring !== null}
        title="Вивести з ужитку"
        message={`Вид допомоги «${retiring?.description ?? ''}» більше не пропонуватиметься у формах. Наявні звернення його збережуть. Продовжити?`}
        onConfirm={() => void retire()}
        onCancel={() => setRetiring(null)}
        busy={update.isPending}
      />
      <InfoPopup open={error !== null} kind="error" message={error} onClose={() => setError(null)} />
    </div>
  );
}
