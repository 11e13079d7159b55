import { PlaceholderPage } from '../placeholder-page';

/** /support: the support page (placeholder). */
export function Component() {
  return <PlaceholderPage title="Підтримати нас" />;
}
