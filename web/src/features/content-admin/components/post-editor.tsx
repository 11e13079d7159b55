import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field, inputClass } from '../../../components/ui/field';
import { ListCheckbox } from '../../../components/ui/list-checkbox';
import { isApiError } from '../../../lib/api-client';
import { useSaveEntry } from '../api/save-entry';
import type { AdminPost, ContentSchema, Media } from '../api/types';
import { MediaInput, MediaListInput } from './media-input';
import { RichTextEditor } from './rich-text-editor';

export interface CategoryOption {
  id: number;
  title: string;
}

interface Draft {
  title: string;
  slug: string;
  description: string;
  img: Media | null;
  slides: Media[];
  categories: number[];
  link: string;
  buttonText: string;
  published: boolean;
}

const fromPost = (post: AdminPost | null): Draft => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  description: post?.description ?? '',
  img: post?.img ?? null,
  slides: post?.slides ?? [],
  categories: post?.categories.map((c) => c.id) ?? [],
  link: post?.link ?? '',
  buttonText: post?.buttonText ?? '',
  published: Boolean(post?.publishedAt),
});

/** Create or edit a post: title, slug, categories, picture, slides, text, link, and whether it is published. */
export function PostEditor({
  post,
  categories,
  rules,
  onDone,
}: {
  post: AdminPost | null;
  categories: CategoryOption[];
  rules: ContentSchema['upload'];
  onDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => fromPost(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveEntry('posts');
  const textLabel = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (draft.title.trim().length < 3) {
      setErrors({ title: 'Заголовок має містити щонайменше 3 символи' });
      return;
    }
    setErrors({});
    const { published, ...data } = draft;
    save.mutate(
      { id: post?.id ?? null, input: { data: { ...data, slug: data.slug.trim() }, published, version: post?.version } },
      {
        onSuccess: () => onDone(post ? 'Публікацію збережено' : 'Публікацію створено'),
        onError: (error) => {
          if (isApiError(error) && error.errors && typeof error.errors === 'object') setErrors(error.errors as Record<string, string>);
          setMessage(isApiError(error) ? error.message : 'Не вдалося зберегти. Спробуйте ще раз');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-5" noValidate>
      <h2 className="text-xl font-semibold text-slate-900">{post ? `Редагування: ${post.title}` : 'Нова публікація'}</h2>
      {message && (
        <p role="alert" className="rounded-md bg-rose-50 p-3 text-sm font-medium text-rose-800">
          {message}
        </p>
      )}
      <Field label="Заголовок" required error={errors.title}>
        {(control) => <input {...control} className={inputClass} value={draft.title} onChange={(e) => set('title', e.target.value)} />}
      </Field>
      <Field label="Slug (адреса /post/...)" hint="Латинські малі літери, цифри й дефіси. Порожнє поле: створиться із заголовка." error={errors.slug}>
        {(control) => <input {...control} className={inputClass} value={draft.slug} onChange={(e) => set('slug', e.target.value)} />}
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Категорії</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {categories.map((category) => (
            <ListCheckbox
              key={category.id}
              className="flex items-center gap-2 text-sm text-slate-800"
              list={draft.categories}
              item={category.id}
              onChange={(categories) => set('categories', categories)}
            >
              {category.title}
            </ListCheckbox>
          ))}
        </div>
      </fieldset>
      <MediaInput label="Головне зображення" value={draft.img} onChange={(m) => set('img', m)} rules={rules} />
      <MediaListInput label="Слайди (якщо є, показуються замість головного зображення)" value={draft.slides} onChange={(m) => set('slides', m)} rules={rules} />
      <div className="flex flex-col gap-1">
        <span id={textLabel} className="text-sm font-medium text-slate-700">
          Текст
        </span>
        <RichTextEditor id={`${textLabel}-editor`} labelledBy={textLabel} value={draft.description} onChange={(html) => set('description', html)} />
      </div>
      <Field label="Зовнішнє посилання (необов'язково)" hint="Якщо вказане, кнопка картки веде туди замість сторінки публікації." error={errors.link}>
        {(control) => <input {...control} className={inputClass} value={draft.link} onChange={(e) => set('link', e.target.value)} />}
      </Field>
      <Field label="Текст кнопки (необов'язково)" hint="Без нього: «Читати далі»." error={errors.buttonText}>
        {(control) => <input {...control} className={inputClass} value={draft.buttonText} onChange={(e) => set('buttonText', e.target.value)} />}
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <Checkbox checked={draft.published} onChange={(e) => set('published', e.target.checked)} />
        Опубліковано (видно на сайті)
      </label>
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Зберегти
        </Button>
        <Button variant="secondary" onClick={() => onDone('')}>
          Скасувати
        </Button>
      </div>
    </form>
  );
}
