import { PlaceholderPage } from '../placeholder-page';

/** /admin/calendar: month calendar, ADMIN, USER and OBSERVER (placeholder). */
export function Component() {
  return <PlaceholderPage title="Календар" />;
}
