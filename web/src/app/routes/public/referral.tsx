import { useParams } from 'react-router-dom';
import { PartnerReferralPage } from '../../../features/referrals/components/partner-page';
import { PUBLIC_TITLE, useDocumentTitle } from '../../../lib/page-title';

/**
 * /referral/{token}: a partner service's answer to a referral, without an account.
 * The page loads nothing from anyone else and sends no referrer, so the link's token
 * goes nowhere but to the platform.
 */
export function Component() {
  const { token = '' } = useParams();
  useDocumentTitle(`Направлення | ${PUBLIC_TITLE}`);
  return (
    <main id="main" className="min-h-screen bg-slate-50">
      <meta name="referrer" content="no-referrer" />
      <meta name="robots" content="noindex, nofollow" />
      <PartnerReferralPage token={token} />
    </main>
  );
}
