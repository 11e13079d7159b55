import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { PUBLIC_TITLE, useDocumentTitle } from '../../lib/page-title';
import { AppLink } from '../../lib/site-nav';
import { cn } from '../ui/cn';

export interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  wide?: boolean;
}

/** Sign-in, registration and password pages: a centred card under the project name (router-free: sign-in runs in the public shell too). */
export function AuthLayout({ title, children, wide = false }: AuthLayoutProps) {
  useDocumentTitle(`${title} | ${PUBLIC_TITLE}`);
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10">
      <AppLink to={paths.landing.href()} className="mb-6 text-xl font-bold text-brand-800">
        Проєкт Досить
      </AppLink>
      <main className={cn('w-full rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8', wide ? 'max-w-3xl' : 'max-w-md')}>
        <h1 className="mb-6 text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </main>
    </div>
  );
}
