import { PlaceholderPage } from '../placeholder-page';

/** /admin/appeals/region: appeal counts per region, any signed-in user (placeholder). */
export function Component() {
  return <PlaceholderPage title="Register by regions" />;
}
