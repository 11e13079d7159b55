import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { AssistanceChecklist } from '../../../features/assistance/components/assistance-checklist';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { CommunityAutocomplete } from '../../../features/communities/components/community-autocomplete';
import { RegionSelect } from '../../../features/communities/components/region-select';

/** /register: the auth form composed with the region, community and functions pickers. */
export function Component() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Реєстрація" wide>
      <RegisterForm
        renderRegion={(props) => <RegionSelect {...props} />}
        renderCommunity={(props) => <CommunityAutocomplete {...props} />}
        renderFunctions={(props) => <AssistanceChecklist legend="Функціонал" loadErrorMessage="Помилка" {...props} />}
        onRegistered={() => navigate(paths.login.href())}
      />
      <p className="mt-6 text-center text-sm text-slate-600">
        Вже маєте обліковий запис?{' '}
        <Link to={paths.login.href()} className="font-medium text-brand-700 hover:underline">
          Увійти
        </Link>
      </p>
    </AuthLayout>
  );
}
