import { PlaceholderPage } from '../placeholder-page';

/** /admin/communities: communities list, ADMIN, USER and OBSERVER (placeholder). */
export function Component() {
  return <PlaceholderPage title="Громади" />;
}
