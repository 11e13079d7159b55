import { PlaceholderPage } from '../placeholder-page';

/** /call-center: the appeal form in call-centre mode (placeholder). */
export function Component() {
  return <PlaceholderPage title="Call-center" />;
}
