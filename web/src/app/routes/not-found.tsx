import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** Catch-all for unknown public paths. */
export function Component() {
  return (
    <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-slate-900">404 Сторінку не знайдено</h1>
      <Link to={paths.landing.href()} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
        На головну
      </Link>
    </main>
  );
}
