import { PlaceholderPage } from '../placeholder-page';

/** /admin/appeals/report/:id: printable report, ADMIN (placeholder). */
export function Component() {
  return <PlaceholderPage title="Звіт" />;
}
