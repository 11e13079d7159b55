import { useState } from 'react';
import { Select } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { cn } from '../../../components/ui/cn';
import { useContentSchema } from '../api/get-content-schema';
import { OrganisationContactsForm } from './organisation-contacts-form';
import { PostsAdmin } from './posts-admin';
import { SectionEditor } from './section-editor';

/** /admin/content: posts (create, edit, publish, unpublish) and the texts of the landing's sections. */
export function ContentAdminPage() {
  const schema = useContentSchema();
  const [view, setView] = useState<'posts' | 'sections' | 'contacts'>('posts');
  const [section, setSection] = useState('heroes');

  if (schema.isPending) return <PageSpinner />;
  if (!schema.data) return <p role="alert">Не вдалося завантажити опис контенту.</p>;
  const sections = schema.data.collections.filter((c) => c.singleSlug);
  const current = sections.find((c) => c.name === section) ?? sections[0];

  const tab = (key: typeof view, title: string) => (
    <button
      type="button"
      aria-pressed={view === key}
      onClick={() => setView(key)}
      className={cn('rounded-md px-4 py-2 text-sm font-semibold', view === key ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 hover:bg-slate-100')}
    >
      {title}
    </button>
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Контент сайту</h1>
      <div className="flex gap-2" role="group" aria-label="Що редагувати">
        {tab('posts', 'Публікації')}
        {tab('sections', 'Розділи головної сторінки')}
        {tab('contacts', 'Контакти організації')}
      </div>
      {view === 'posts' ? (
        <PostsAdmin rules={schema.data.upload} />
      ) : view === 'contacts' ? (
        <OrganisationContactsForm />
      ) : (
        <div className="flex flex-col gap-4">
          <label className="flex max-w-md flex-col gap-1 text-sm font-medium text-slate-700">
            Розділ
            <Select value={current?.name} onChange={(e) => setSection(e.target.value)} options={sections.map((c) => ({ value: c.name, label: c.title }))} />
          </label>
          {current && <SectionEditor key={current.name} spec={current} rules={schema.data.upload} />}
        </div>
      )}
    </div>
  );
}
