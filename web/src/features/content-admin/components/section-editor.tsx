import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useAdminEntries } from '../api/get-admin-entries';
import { useSaveEntry } from '../api/save-entry';
import type { AdminEntry, CollectionSpec, ContentSchema, FieldSpec, Media, ScalarKind } from '../api/types';
import { uploadImage } from '../api/upload-image';
import { MediaInput, MediaListInput } from './media-input';
import { RichTextEditor } from './rich-text-editor';
import { SaveFooter, type SaveNotice } from './save-footer';

type Values = Record<string, unknown>;
type Rules = ContentSchema['upload'];

function ScalarInput({ kind, label, value, onChange, rules }: { kind: ScalarKind; label: string; value: string; onChange: (v: string) => void; rules: Rules }) {
  const labelId = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  if (kind === 'richtext') {
    return (
      <div className="flex flex-col gap-1">
        <span id={labelId} className="text-sm font-medium text-slate-700">
          {label}
        </span>
        <RichTextEditor id={`${labelId}-editor`} labelledBy={labelId} value={value} onChange={onChange} />
      </div>
    );
  }
  return (
    <Field label={label} error={uploadError ?? undefined}>
      {(control) =>
        kind === 'text' ? (
          <textarea {...control} rows={3} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <div className="flex items-center gap-2">
            {kind === 'color' && (
              <input
                type="color"
                aria-label={`${label}: вибір кольору`}
                value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#ffffff'}
                onChange={(e) => onChange(e.target.value)}
                className="h-9 w-12 rounded border border-slate-300"
              />
            )}
            <input {...control} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />
            {kind === 'image-url' && (
              <label className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-800 focus-within:outline-2 focus-within:outline-brand-600 hover:bg-slate-100">
                Завантажити
                <input
                  type="file"
                  accept={rules.types.join(',')}
                  className="sr-only"
                  onChange={async (e) => {
                    const file = e.target.files?.[0];
                    if (!file) return;
                    setUploadError(null);
                    try {
                      onChange((await uploadImage(file, '', rules)).url);
                    } catch (error) {
                      setUploadError((error as Error).message);
                    }
                  }}
                />
              </label>
            )}
          </div>
        )
      }
    </Field>
  );
}

function ComponentsInput({
  field,
  value,
  onChange,
  rules,
}: {
  field: Extract<FieldSpec, { kind: 'components' }>;
  value: Values[];
  onChange: (v: Values[]) => void;
  rules: Rules;
}) {
  const update = (i: number, key: string, v: string) => onChange(value.map((item, j) => (j === i ? { ...item, [key]: v } : item)));
  const move = (i: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(i, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{field.label}</legend>
      {value.map((item, i) => (
        <fieldset key={i} className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
          <legend className="px-1 text-xs font-semibold text-slate-600">
            {field.label}: {i + 1}
          </legend>
          {Object.entries(field.item).map(([key, spec]) => (
            <ScalarInput key={key} kind={spec.kind} label={spec.label} value={String(item[key] ?? '')} onChange={(v) => update(i, key, v)} rules={rules} />
          ))}
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, i - 1)}>
              Вище
            </Button>
            <Button size="sm" variant="ghost" disabled={i === value.length - 1} onClick={() => move(i, i + 1)}>
              Нижче
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onChange(value.filter((_, j) => j !== i))}>
              Видалити
            </Button>
          </div>
        </fieldset>
      ))}
      {value.length < (field.maxItems ?? 20) && (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => onChange([...value, {}])}>
          Додати
        </Button>
      )}
    </fieldset>
  );
}

const stripIds = (items: unknown) => ((items as Values[] | null) ?? []).map(({ id: _id, ...rest }) => rest);

function initialValues(spec: CollectionSpec, entry: AdminEntry): Values {
  const values: Values = {};
  for (const field of spec.fields) {
    const v = entry[field.name];
    if (field.kind === 'components') values[field.name] = stripIds(v);
    else if (field.kind === 'media-list') values[field.name] = (v as Media[] | null) ?? [];
    else if (field.kind === 'json') values[field.name] = JSON.stringify(v ?? null, null, 2);
    else values[field.name] = v ?? (field.kind === 'media' ? null : '');
  }
  return values;
}

/** The editor of one landing section, built from the collection's field list. */
export function SectionEditor({ spec, rules }: { spec: CollectionSpec; rules: Rules }) {
  const entries = useAdminEntries(spec.name);
  const entry = entries.data?.data[0];
  const save = useSaveEntry(spec.name);
  const [values, setValues] = useState<Values | null>(null);
  const [message, setMessage] = useState<SaveNotice | null>(null);

  useEffect(() => {
    if (entry) setValues(initialValues(spec, entry));
  }, [entry, spec]);

  if (entries.isPending) return <PageSpinner />;
  if (!entry || !values) return <p>Цей розділ ще не створено.</p>;

  const set = (name: string, v: unknown) => setValues((old) => ({ ...old, [name]: v }));
  const editable = spec.fields.filter((f) => f.name !== 'slug' && f.kind !== 'relation');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const data: Values = {};
    for (const field of editable) {
      if (field.kind === 'json') {
        try {
          data[field.name] = JSON.parse(String(values[field.name] || 'null'));
        } catch {
          setMessage({ ok: false, text: `${field.label}: некоректний JSON` });
          return;
        }
      } else data[field.name] = values[field.name];
    }
    save.mutate(
      { id: entry.id, input: { data, version: entry.version } },
      {
        onSuccess: () => setMessage({ ok: true, text: 'Збережено. Зміни вже на сайті.' }),
        onError: (error) => setMessage({ ok: false, text: isApiError(error) ? error.message : 'Не вдалося зберегти' }),
      },
    );
  };

  const render = (field: FieldSpec): ReactNode => {
    switch (field.kind) {
      case 'media':
        return (
          <MediaInput
            key={field.name}
            label={field.label}
            value={(values[field.name] as Media | null) ?? null}
            onChange={(m) => set(field.name, m)}
            rules={rules}
          />
        );
      case 'media-list':
        return <MediaListInput key={field.name} label={field.label} value={values[field.name] as Media[]} onChange={(m) => set(field.name, m)} rules={rules} />;
      case 'components':
        return <ComponentsInput key={field.name} field={field} value={values[field.name] as Values[]} onChange={(v) => set(field.name, v)} rules={rules} />;
      case 'json':
        return (
          <Field key={field.name} label={field.label}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                className={`${inputClass} font-mono`}
                value={String(values[field.name])}
                onChange={(e) => set(field.name, e.target.value)}
              />
            )}
          </Field>
        );
      case 'relation':
        return null;
      default:
        return (
          <ScalarInput
            key={field.name}
            kind={field.kind}
            label={field.label}
            value={String(values[field.name] ?? '')}
            onChange={(v) => set(field.name, v)}
            rules={rules}
          />
        );
    }
  };

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-5" noValidate>
      {editable.map(render)}
      <SaveFooter notice={message} saving={save.isPending}>
        Зберегти розділ
      </SaveFooter>
    </form>
  );
}
