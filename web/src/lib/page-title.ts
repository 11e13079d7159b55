import { useEffect } from 'react';

export const PUBLIC_TITLE = 'Проєкт Досить';
export const ADMIN_TITLE = 'Dashboard';

/** Admin page titles begin with 'Dashboard'. */
export const adminTitle = (page?: string) => (page ? `${ADMIN_TITLE} | ${page}` : ADMIN_TITLE);

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
