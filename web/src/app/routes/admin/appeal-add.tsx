import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AppealForm } from '../../../features/appeal-form/components/appeal-form';
import { CommunityAutocomplete } from '../../../features/communities/components/community-autocomplete';
import { RegionSelect } from '../../../features/communities/components/region-select';

const TITLE = 'Створити нове звернення';

/** /admin/appeal-add (ADMIN): the appeal form in admin mode. */
export function Component() {
  const navigate = useNavigate();
  const toList = () => navigate(paths.admin.appeals.href());
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{TITLE}</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <AppealForm
          mode="admin"
          renderRegion={(props) => <RegionSelect {...props} />}
          renderCommunity={(props) => <CommunityAutocomplete {...props} />}
          onCancel={toList}
          onSaved={toList}
        />
      </div>
    </section>
  );
}
