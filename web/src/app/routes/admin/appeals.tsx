import { PlaceholderPage } from '../placeholder-page';

/** /admin/appeals: all appeals, ADMIN (placeholder). */
export function Component() {
  return <PlaceholderPage title="Звернення" />;
}
