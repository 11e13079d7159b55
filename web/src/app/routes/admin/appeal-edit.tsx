import { PlaceholderPage } from '../placeholder-page';

/** /admin/appeal/edit/:id: appeal edit, ADMIN (placeholder). */
export function Component() {
  return <PlaceholderPage title="Appeal No." />;
}
