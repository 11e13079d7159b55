import { PlaceholderPage } from '../placeholder-page';

/** /admin/log: server log viewer, ADMIN (placeholder). */
export function Component() {
  return <PlaceholderPage title="Logfile" />;
}
