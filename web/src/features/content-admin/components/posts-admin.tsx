import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useAdminEntries } from '../api/get-admin-entries';
import { useSaveEntry } from '../api/save-entry';
import type { AdminPost, ContentSchema } from '../api/types';
import { PostEditor } from './post-editor';

const dateFormat = new Intl.DateTimeFormat('uk-UA', { dateStyle: 'medium', timeZone: 'Europe/Kyiv' });

/** The posts, drafts too: create, edit, publish and unpublish. */
export function PostsAdmin({ rules }: { rules: ContentSchema['upload'] }) {
  const posts = useAdminEntries('posts');
  const categories = useAdminEntries('categories');
  const save = useSaveEntry('posts');
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null);
  const [status, setStatus] = useState('');

  if (posts.isPending || categories.isPending) return <PageSpinner />;
  if (posts.isError) return <p role="alert">Не вдалося завантажити публікації.</p>;

  if (editing) {
    return (
      <PostEditor
        post={editing === 'new' ? null : editing}
        categories={(categories.data?.data ?? []).map((c) => ({ id: c.id, title: c.title }))}
        rules={rules}
        onDone={(message) => {
          setEditing(null);
          setStatus(message);
        }}
      />
    );
  }

  const togglePublished = (post: AdminPost) => {
    setStatus('');
    save.mutate(
      { id: post.id, input: { data: {}, published: !post.publishedAt, version: post.version } },
      {
        onSuccess: () => setStatus(post.publishedAt ? `«${post.title}» знято з публікації` : `«${post.title}» опубліковано`),
        onError: (error) => setStatus(isApiError(error) ? error.message : 'Не вдалося зберегти'),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-emerald-800">
          {status}
        </p>
        <Button onClick={() => setEditing('new')}>Нова публікація</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Публікації</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Заголовок
              </th>
              <th scope="col" className="px-3 py-2">
                Категорії
              </th>
              <th scope="col" className="px-3 py-2">
                Стан
              </th>
              <th scope="col" className="px-3 py-2">
                Дії
              </th>
            </tr>
          </thead>
          <tbody>
            {(posts.data?.data ?? []).map((post) => (
              <tr key={post.id} className="border-t border-slate-100">
                <td className="px-3 py-2">
                  <span className="font-medium text-slate-900">{post.title}</span>
                  <span className="block text-xs text-slate-600">/post/{post.slug}</span>
                </td>
                <td className="px-3 py-2 text-slate-700">{post.categories.map((c) => c.title).join(', ')}</td>
                <td className="px-3 py-2">
                  {post.publishedAt ? (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      Опубліковано {dateFormat.format(new Date(post.publishedAt))}
                    </span>
                  ) : (
                    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">Чернетка</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(post)} aria-label={`Редагувати: ${post.title}`}>
                      Редагувати
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => togglePublished(post)}
                      aria-label={`${post.publishedAt ? 'Зняти з публікації' : 'Опублікувати'}: ${post.title}`}
                    >
                      {post.publishedAt ? 'Зняти з публікації' : 'Опублікувати'}
                    </Button>
                    {post.publishedAt && (
                      <Link
                        to={paths.post.href(post.slug)}
                        target="_blank"
                        className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:underline"
                      >
                        Переглянути
                      </Link>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
