import { HIGH_RISK_BADGE } from '@dosyt/core/appeal/risk.rules';
import { useHighRiskAppeals } from '../api/get-high-risk-appeals';
import { UrgentAppealsList } from './urgent-appeals-list';

/**
 * Above the appeals list: every open high-risk appeal (risk screening), nearest
 * deadline first, read from a sparse index of them only. Hidden when none.
 */
export function HighRiskAppeals({ regionName }: { regionName: (id: number | null) => string }) {
  const list = useHighRiskAppeals();
  return (
    <UrgentAppealsList
      name="high-risk"
      title={HIGH_RISK_BADGE}
      intro="Відкриті звернення з високим рівнем небезпеки: опрацюйте їх першими. Перед дзвінком прочитайте, як безпечно зв'язатися з особою."
      tone="red"
      rows={list.data ?? []}
      regionName={regionName}
      typesHeader="Тип звернення"
      types={(row) => row.assistans_type}
      linkText={(id) => `Відкрити звернення №${id}`}
    />
  );
}
