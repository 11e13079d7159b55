import type { ReactNode } from 'react';
import { QuickExitButton } from '../../../components/ui/quick-exit-button';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Frame of every public page: quick exit first in the tab order, then a skip link, header, main and footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <QuickExitButton />
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-brand-600"
      >
        Перейти до основного вмісту
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
