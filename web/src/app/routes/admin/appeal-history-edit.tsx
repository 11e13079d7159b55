import { PlaceholderPage } from '../placeholder-page';

/** /admin/appeal-history/edit/:id: assignment edit, ADMIN and USER (placeholder). */
export function Component() {
  return <PlaceholderPage title="Звернення" />;
}
