import { PlaceholderPage } from '../placeholder-page';

/** /admin/settings/appeals: service level and assistance types, ADMIN (placeholder). */
export function Component() {
  return <PlaceholderPage title="Налаштування звернень" />;
}
