import type { AppealFormMode } from '@dosyt/core/appeal/appeal.schema';
import { AppealForm } from '../../../features/appeal-form/components/appeal-form';
import { AppealInfoBlock } from '../../../features/appeal-form/components/appeal-info-block';
import { CommunityAutocomplete } from '../../../features/communities/components/community-autocomplete';
import { RegionSelect } from '../../../features/communities/components/region-select';
import { OrganisationContacts } from '../../../features/public-site/components/organisation-contacts';
import { PublicLayout } from '../../../features/public-site/components/public-layout';
import { SafetyNote } from '../../../features/public-site/components/safety-note';
import { PUBLIC_TITLE, useDocumentTitle } from '../../../lib/page-title';
import { InteractiveFieldset } from '../../../components/ui/interactive-fieldset';

/**
 * The public appeal page (/help-form, and /call-center in call-centre mode): the
 * public frame with its quick exit, the safety note, the information block and the
 * form. It loads no admin code.
 */
export function PublicAppealPage({
  mode,
  title,
  description,
}: {
  mode: Extract<AppealFormMode, 'public' | 'call-center'>;
  title: string;
  description: string;
}) {
  useDocumentTitle(`${title} | ${PUBLIC_TITLE}`);
  return (
    <PublicLayout>
      <meta name="description" content={description} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <SafetyNote />
        <AppealInfoBlock contacts={<OrganisationContacts />} />
        <noscript>
          <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">Щоб надіслати звернення, увімкніть JavaScript у браузері.</p>
        </noscript>
        <InteractiveFieldset>
          <AppealForm mode={mode} renderRegion={(props) => <RegionSelect {...props} />} renderCommunity={(props) => <CommunityAutocomplete {...props} />} />
        </InteractiveFieldset>
      </div>
    </PublicLayout>
  );
}
