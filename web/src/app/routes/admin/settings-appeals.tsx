import { PageSpinner } from '../../../components/ui/spinner';
import { useAppealSettings } from '../../../features/appeal-settings/api/appeal-settings';
import { useAssistanceTypes } from '../../../features/appeal-settings/api/assistance-types';
import { AppealSettingsForm } from '../../../features/appeal-settings/components/appeal-settings-form';
import { AssistanceTypesManager } from '../../../features/appeal-settings/components/assistance-types-manager';
import { useSecuritySettings } from '../../../features/security/api/security-settings';
import { SecuritySettingsForm } from '../../../features/security/components/security-settings-form';
import { useLoadFailure } from '../../../lib/use-load-failure';

/**
 * /admin/settings/appeals (ADMIN): the service level, the urgent and duplicate
 * windows, the form limits and the assistance types (docs/decisions.md); the
 * idle logout time and the second factor for everyone.
 */
export function Component() {
  const settings = useAppealSettings();
  const types = useAssistanceTypes();
  const security = useSecuritySettings();
  useLoadFailure(settings.error);

  return (
    <section className="flex max-w-4xl flex-col gap-8">
      <h1 className="text-2xl font-semibold text-slate-900">Налаштування звернень</h1>
      <section aria-labelledby="appeal-rules-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="appeal-rules-title" className="text-lg font-semibold text-slate-900">
          Терміни та обмеження
        </h2>
        {settings.isPending || !settings.data ? <PageSpinner /> : <AppealSettingsForm settings={settings.data} />}
      </section>
      <section aria-labelledby="assistance-types-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="assistance-types-title" className="text-lg font-semibold text-slate-900">
          Види допомоги
        </h2>
        {types.isPending ? (
          <PageSpinner />
        ) : types.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            Не вдалося завантажити види допомоги.
          </p>
        ) : (
          <AssistanceTypesManager types={types.data} />
        )}
      </section>
      <section aria-labelledby="security-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="security-title" className="text-lg font-semibold text-slate-900">
          Безпека
        </h2>
        {security.isPending || !security.data ? <PageSpinner /> : <SecuritySettingsForm settings={security.data} />}
      </section>
    </section>
  );
}
