import { PlaceholderPage } from '../placeholder-page';

/** /admin/settings/regions: regions, ADMIN (placeholder). */
export function Component() {
  return <PlaceholderPage title="Регіони" />;
}
