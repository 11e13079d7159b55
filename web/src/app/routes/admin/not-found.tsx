import { StatusPage } from './status-page';

/** /admin/not-found: unknown admin paths and 404 answers land here. Open to everyone. */
export function Component() {
  return <StatusPage text="404 Сторінку не знайдено" />;
}
