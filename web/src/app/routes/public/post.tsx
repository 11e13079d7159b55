import { PlaceholderPage } from '../placeholder-page';

/** /post/:slug: post detail (placeholder). */
export function Component() {
  return <PlaceholderPage title="Публікація" />;
}
