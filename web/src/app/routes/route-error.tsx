import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';

/** The error boundary of every route: a readable message instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{notFound ? '404 Сторінку не знайдено' : 'Сталася помилка'}</h1>
      {!notFound && <p className="text-slate-600">Спробуйте оновити сторінку. Якщо помилка повториться, зверніться до адміністратора.</p>}
      <div className="flex gap-2">
        {!notFound && <Button onClick={() => window.location.reload()}>Оновити сторінку</Button>}
        <Link to={paths.landing.href()} className="rounded-md px-4 py-2 text-sm font-medium text-brand-700 hover:underline">
          На головну
        </Link>
      </div>
    </div>
  );
}
