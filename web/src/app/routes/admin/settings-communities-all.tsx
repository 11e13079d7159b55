import { PlaceholderPage } from '../placeholder-page';

/** /admin/settings/communities-all: all communities, ADMIN (placeholder). */
export function Component() {
  return <PlaceholderPage title="Громади" />;
}
