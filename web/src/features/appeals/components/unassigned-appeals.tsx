import { useUnassignedAppeals } from '../api/get-unassigned-appeals';
import { UrgentAppealsList } from './urgent-appeals-list';

export const UNASSIGNED_TITLE = 'Без виконавця';

/**
 * The admins' first sight on the appeals list: appeals a requested type of which
 * nobody carries, oldest first, each a link to its distribution. Hidden when none.
 */
export function UnassignedAppeals({ regionName }: { regionName: (id: number | null) => string }) {
  const waiting = useUnassignedAppeals();
  return (
    <UrgentAppealsList
      name="unassigned"
      title={UNASSIGNED_TITLE}
      intro="Для цих звернень в їхній області немає фахівця: призначте виконавця з будь-якої області у вікні «Розподіл»."
      tone="rose"
      rows={waiting.data ?? []}
      regionName={regionName}
      typesHeader="Чекає на"
      types={(row) => row.unassigned_types}
      linkText={(id) => `Призначити виконавця у зверненні №${id}`}
    />
  );
}
