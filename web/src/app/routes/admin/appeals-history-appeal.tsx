import { PlaceholderPage } from '../placeholder-page';

/** /admin/appeals-history/appeal/:id: appeal with assignments and timeline, ADMIN and USER (placeholder). */
export function Component() {
  return <PlaceholderPage title="Звернення" />;
}
