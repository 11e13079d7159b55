import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import type { ContentSchema, Media } from '../api/types';
import { checkImage, uploadImage } from '../api/upload-image';

type Rules = ContentSchema['upload'];

/** One image: preview, alternative text, upload or replace, remove. */
function MediaItem({ media, onChange, onRemove }: { media: Media; onChange: (m: Media) => void; onRemove: () => void }) {
  const altId = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border border-slate-200 bg-slate-50 p-2">
      <img
        src={media.formats?.thumbnail?.url ?? media.url}
        alt=""
        width={96}
        height={Math.round((96 * media.height) / media.width) || 64}
        className="w-24 rounded object-cover"
      />
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={altId} className="text-xs font-medium text-slate-700">
          Опис зображення (для незрячих)
        </label>
        <input
          id={altId}
          className={inputClass}
          value={media.alternativeText ?? ''}
          onChange={(e) => onChange({ ...media, alternativeText: e.target.value })}
        />
        <span className="text-xs text-slate-600">
          {media.width}×{media.height} · {media.url}
        </span>
      </div>
      <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Прибрати зображення ${media.name}`}>
        Прибрати
      </Button>
    </div>
  );
}

function UploadButton({ rules, multiple, onUploaded, label }: { rules: Rules; multiple?: boolean; onUploaded: (m: Media[]) => void; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFiles = async (files: FileList | null) => {
    setError(null);
    const uploaded: Media[] = [];
    for (const file of Array.from(files ?? [])) {
      const problem = checkImage(file, rules);
      if (problem) {
        setError(`${file.name}: ${problem}`);
        continue;
      }
      setBusy(true);
      try {
        uploaded.push(await uploadImage(file, '', rules));
      } catch (e) {
        setError(`${file.name}: ${(e as Error).message}`);
      } finally {
        setBusy(false);
      }
    }
    if (input.current) input.current.value = '';
    if (uploaded.length > 0) onUploaded(uploaded);
  };

  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={rules.types.join(',')}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onFiles(e.target.files)}
      />
      <Button size="sm" variant="secondary" loading={busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function MediaInput({ label, value, onChange, rules }: { label: string; value: Media | null; onChange: (m: Media | null) => void; rules: Rules }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      {value && <MediaItem media={value} onChange={onChange} onRemove={() => onChange(null)} />}
      <UploadButton
        rules={rules}
        onUploaded={(list) => onChange(list[list.length - 1] ?? null)}
        label={value ? 'Замінити зображення' : 'Завантажити зображення'}
      />
      <p className="text-xs text-slate-600">PNG, JPEG або WebP, до 2 МБ.</p>
    </fieldset>
  );
}

export function MediaListInput({ label, value, onChange, rules }: { label: string; value: Media[]; onChange: (m: Media[]) => void; rules: Rules }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      {value.map((media, i) => (
        <MediaItem
          key={`${media.url}-${i}`}
          media={media}
          onChange={(m) => onChange(value.map((v, j) => (j === i ? m : v)))}
          onRemove={() => onChange(value.filter((_, j) => j !== i))}
        />
      ))}
      <UploadButton rules={rules} multiple onUploaded={(list) => onChange([...value, ...list])} label="Додати зображення" />
    </fieldset>
  );
}
