import { PlaceholderPage } from '../placeholder-page';

/** /admin/appeals-history: own assignments, ADMIN and USER (placeholder). */
export function Component() {
  return <PlaceholderPage title="Звернення" />;
}
