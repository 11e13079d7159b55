import { PlaceholderPage } from '../placeholder-page';

/** /admin/home: national dashboard, ADMIN (placeholder). */
export function Component() {
  return <PlaceholderPage title="Dashboard" />;
}
