import { RISK_QUESTION_IDS, type RiskAnswers } from '@dosyt/core/appeal/risk.rules';
import { safeContactSchema, type SafeContact, type SafeContactDay } from '@dosyt/core/appeal/safety.schema';

/** The safe-contact block as the form holds it (one time range; the wire allows more). */
export interface SafeContactDraft {
  canCall?: boolean;
  days: SafeContactDay[];
  from: string;
  to: string;
  voicemail?: boolean;
  sms?: boolean;
  safeWord: string;
  note: string;
}

export const emptySafeContactDraft = (): SafeContactDraft => ({ days: [], from: '', to: '', safeWord: '', note: '' });

/** What the wire gets from the draft (unchecked: see `checkSafeContact`). */
export function draftToSafeContact(d: SafeContactDraft): Record<string, unknown> {
  const hours = d.from || d.to ? [{ from: d.from, to: d.to }] : [];
  return { canCall: d.canCall, days: d.days, hours, voicemail: d.voicemail, sms: d.sms, safeWord: d.safeWord, note: d.note };
}

export function safeContactToDraft(sc: SafeContact | null | undefined): SafeContactDraft {
  if (!sc) return emptySafeContactDraft();
  return {
    canCall: sc.canCall,
    days: [...(sc.days ?? [])],
    from: sc.hours?.[0]?.from ?? '',
    to: sc.hours?.[0]?.to ?? '',
    voicemail: sc.voicemail,
    sms: sc.sms,
    safeWord: sc.safeWord ?? '',
    note: sc.note ?? '',
  };
}

/** The block validated by core's schema: undefined when left empty, or the first Ukrainian message. */
export function checkSafeContact(d: SafeContactDraft): { success: true; value: SafeContact | undefined } | { success: false; message: string } {
  const parsed = safeContactSchema.safeParse(draftToSafeContact(d));
  return parsed.success ? { success: true, value: parsed.data } : { success: false, message: parsed.error.issues[0]?.message ?? 'Помилка' };
}

/** Only the answered questions; undefined when none is. */
export function answeredRisk(answers: RiskAnswers): RiskAnswers | undefined {
  const given = Object.fromEntries(RISK_QUESTION_IDS.filter((id) => typeof answers[id] === 'boolean').map((id) => [id, answers[id]])) as RiskAnswers;
  return Object.keys(given).length > 0 ? given : undefined;
}
