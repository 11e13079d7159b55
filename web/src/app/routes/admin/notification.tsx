import { PlaceholderPage } from '../placeholder-page';

/** /admin/notification: urgent and expired appeals, ADMIN and USER (placeholder). */
export function Component() {
  return <PlaceholderPage title="Сповіщення" />;
}
