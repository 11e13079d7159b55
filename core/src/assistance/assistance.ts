export interface AssistanceType {
  id: number;
  description: string;
}

/** Seeded assistance types; admins may rename or add more, so the server's list wins at run time. */
export const ASSISTANCE_TYPES = [
  { id: 1, description: 'Психологічна допомога' },
  { id: 2, description: 'Юридична консультація' },
  { id: 3, description: 'Соціальний супровід' },
  { id: 4, description: 'Медична допомога' },
  { id: 5, description: 'Тимчасовий притулок' },
  { id: 6, description: 'По справах неповнолітніх дітей' },
  { id: 7, description: 'Моніторинг' },
] as const satisfies readonly AssistanceType[];

export const MONITORING_ID = 7;
export const MONITORING_DESCRIPTION = 'Моніторинг';
export const MINORS_ID = 6;

type AssistanceRef = number | { id: number; description?: string };

const refId = (ref: AssistanceRef): number => (typeof ref === 'number' ? ref : ref.id);

const isMonitoring = (ref: AssistanceRef): boolean => refId(ref) === MONITORING_ID || (typeof ref === 'object' && ref.description === MONITORING_DESCRIPTION);

/**
 * Whether a staff member can be given appeals: not when their first function is
 * id 0 (none) or Monitoring, nor with no function at all.
 */
export function canExecute(assistance: readonly AssistanceRef[]): boolean {
  const first = assistance[0];
  return first !== undefined && refId(first) !== 0 && !isMonitoring(first);
}

/** Exactly Monitoring and nothing else: such a registrant becomes an OBSERVER. */
export function isMonitoringOnly(assistance: readonly AssistanceRef[]): boolean {
  return assistance.length === 1 && isMonitoring(assistance[0]!);
}

/** A function set is valid when it is not empty and has Monitoring only alone. */
export function isValidFunctionSet(ids: readonly number[]): boolean {
  return ids.length > 0 && (!ids.includes(MONITORING_ID) || ids.length === 1);
}

/**
 * Functionality checklist click: picking Monitoring replaces everything else; while
 * it is picked the others are disabled, so they are ignored here too.
 */
export function toggleFunction(selected: readonly number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id);
  if (id === MONITORING_ID) return [MONITORING_ID];
  if (selected.includes(MONITORING_ID)) return [...selected];
  return [...selected, id];
}

export const isFunctionDisabled = (selected: readonly number[], id: number): boolean => id !== MONITORING_ID && selected.includes(MONITORING_ID);

/** `assistans_type` on the wire: the chosen descriptions, one per line. */
export function assistansTypeText(ids: readonly number[], types: readonly AssistanceType[] = ASSISTANCE_TYPES): string {
  return ids
    .map((id) => types.find((t) => t.id === id)?.description)
    .filter((d): d is string => Boolean(d))
    .join('\n');
}

export function splitAssistansType(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Ticking the minors request type means help for a child: count 1; else none. */
export function childrenFromAssistance(ids: readonly number[]): { children_help: boolean; children_count: number } {
  return ids.includes(MINORS_ID) ? { children_help: true, children_count: 1 } : { children_help: false, children_count: 0 };
}
