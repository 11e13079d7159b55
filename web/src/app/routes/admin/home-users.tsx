import { PlaceholderPage } from '../placeholder-page';

/** /admin/home-users: region dashboard, USER and OBSERVER (placeholder). */
export function Component() {
  return <PlaceholderPage title="Dashboard" />;
}
