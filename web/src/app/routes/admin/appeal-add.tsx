import { PlaceholderPage } from '../placeholder-page';

/** /admin/appeal-add: new appeal, ADMIN (placeholder). */
export function Component() {
  return <PlaceholderPage title="Створити нове звернення" />;
}
