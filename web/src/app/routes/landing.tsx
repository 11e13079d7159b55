import { LandingPage } from '../../features/public-site/components/landing-page';

/** / : the public landing page. */
export function Component() {
  return <LandingPage />;
}
