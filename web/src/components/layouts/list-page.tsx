import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** 'Закрити' as a link back to the list the page was opened from. */
export function CloseLink({ to }: { to: string }) {
  return (
    <Link to={to} className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm hover:bg-slate-100">
      Закрити
    </Link>
  );
}

/** A staff page with a heading and 'Закрити' beside it, then its content. */
export function ListPage({ title, closeTo, children }: { title: string; closeTo: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <CloseLink to={closeTo} />
      </div>
      {children}
    </section>
  );
}
