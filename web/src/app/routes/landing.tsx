import { Link } from 'react-router-dom';
import { QuickExitButton } from '../../components/ui/quick-exit-button';
import { paths } from '../../config/paths';
import { PUBLIC_TITLE, useDocumentTitle } from '../../lib/page-title';

/** Placeholder landing page; the public-site work replaces its body with the content sections. */
export function Component() {
  useDocumentTitle(PUBLIC_TITLE);
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <Link to={paths.landing.href()} className="text-xl font-bold text-brand-800">
            Проект Досить
          </Link>
          <nav aria-label="Головне меню" className="flex flex-wrap items-center gap-3 text-sm font-medium">
            <Link to={paths.helpForm.href()} className="rounded-md bg-brand-700 px-4 py-2 text-white hover:bg-brand-800">
              Отримати допомогу
            </Link>
            <Link to={paths.support.href()} className="rounded-md px-3 py-2 text-brand-700 hover:bg-brand-50">
              Підтримати нас
            </Link>
            <Link to={paths.login.href()} className="rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100">
              Вхід
            </Link>
            <QuickExitButton />
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-16">
        <h1 className="text-3xl font-bold text-slate-900">Проект Досить</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Конфіденційна допомога онлайн. Ви можете звернутися анонімно, і фахівці вашого регіону зв'яжуться з вами.
        </p>
      </main>
    </div>
  );
}
