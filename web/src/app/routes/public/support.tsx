import { SupportPage } from '../../../features/public-site/components/support-page';

/** /support: how to support the project. */
export function Component() {
  return <SupportPage />;
}
