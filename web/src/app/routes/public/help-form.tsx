import { PlaceholderPage } from '../placeholder-page';

/** /help-form: the public appeal form (placeholder). */
export function Component() {
  return <PlaceholderPage title="Help form" />;
}
