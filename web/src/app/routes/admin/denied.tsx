import { StatusPage } from './status-page';

/** /admin/denied: where a refused route or a 403 answer lands. Open to everyone. */
export function Component() {
  return <StatusPage text="403 Доступ заборонено" />;
}
