import {
  AGREEMENT_MESSAGE,
  appealFormSchema,
  CHILDREN_COUNT_MESSAGE,
  DEFAULT_COMMUNICATION_CHANNEL,
  missingAppealFields,
  missingFieldsMessage,
  PAST_DATE_MESSAGE,
  toAppealCreateBody,
  type AgeGroupId,
  type AppealCreateBody,
  type AppealFormMode,
  type AppealFormOutput,
  type AppealFormValues,
} from '@dosyt/core/appeal/appeal.schema';
import type { AssistanceType } from '@dosyt/core/assistance/assistance';
import { PHONE_MESSAGES } from '@dosyt/core/phone/phone.rules';
import type { RiskAnswers } from '@dosyt/core/appeal/risk.rules';
import type { SafeContact } from '@dosyt/core/appeal/safety.schema';
import { kyivWallTimeToDate } from './kyiv-wall-time';
import { answeredRisk, checkSafeContact, emptySafeContactDraft, type SafeContactDraft } from './safety-values';

type Id = number | string;

/** A community picked in the autocomplete: its id is the codifier code ('UA…'). */
export interface CommunityPick {
  id: Id;
  name: string;
}

/** The appeal form as the browser holds it (in memory only: nothing goes to storage). */
export interface AppealFormState {
  creator: string;
  /** datetime-local value 'YYYY-MM-DDTHH:mm' read as Kyiv wall time; '' when not chosen. */
  date_communication: string;
  name: string;
  last_name: string;
  anonymous: boolean;
  region_id: Id | null;
  community: CommunityPick | null;
  /** Masked: 38(067)123-45-67. */
  phone: string;
  communiction: string;
  assistance_ids: number[];
  children_help: boolean;
  /** As typed in the number field. */
  children_count: string;
  children_ages: Partial<Record<AgeGroupId, boolean>>;
  description: string;
  agreement: boolean;
  /** "Як безпечно з вами зв'язатися" (optional). */
  safe_contact: SafeContactDraft;
  /** Risk screening answers (optional). */
  risk_answers: RiskAnswers;
}

export const EMPTY_APPEAL_FORM: AppealFormState = Object.freeze({
  creator: '',
  date_communication: '',
  name: '',
  last_name: '',
  anonymous: false,
  region_id: null,
  community: null,
  phone: '',
  communiction: DEFAULT_COMMUNICATION_CHANNEL,
  assistance_ids: [],
  children_help: false,
  children_count: '0',
  children_ages: {},
  description: '',
  agreement: false,
  safe_contact: emptySafeContactDraft(),
  risk_answers: {},
}) as AppealFormState;

/** Fresh values for a new fill (the frozen constant must not be handed to the form as is). */
export const emptyAppealForm = (): AppealFormState => ({
  ...EMPTY_APPEAL_FORM,
  assistance_ids: [],
  children_ages: {},
  safe_contact: emptySafeContactDraft(),
  risk_answers: {},
});

/** The form's output: core's, plus the optional safety blocks checked by their own schema. */
export type AppealFormResult = AppealFormOutput & { safe_contact?: SafeContact; risk_answers?: RiskAnswers };

/** What core's form schema reads, from what the form holds. */
export function toSchemaInput(state: AppealFormState): AppealFormValues {
  const date = state.date_communication ? (kyivWallTimeToDate(state.date_communication) ?? state.date_communication) : null;
  return {
    creator: state.creator,
    date_communication: date,
    name: state.anonymous ? '' : state.name,
    last_name: state.anonymous ? '' : state.last_name,
    anonymous: state.anonymous,
    region_id: state.region_id,
    community_id: state.community ? String(state.community.id) : null,
    phone: state.phone,
    communiction: state.communiction,
    assistance_ids: state.assistance_ids,
    children_help: state.children_help,
    children_count: state.children_count,
    children_ages: state.children_ages,
    description: state.description,
    agreement: state.agreement,
  };
}

/** Form field of a schema issue path (the schema says community_id, the form holds the pick). */
const formField = (schemaField: string): keyof AppealFormState | 'root' =>
  schemaField === 'community_id' ? 'community' : schemaField in EMPTY_APPEAL_FORM ? (schemaField as keyof AppealFormState) : 'root';

export type AppealFormCheck =
  { success: true; output: AppealFormResult } | { success: false; fieldErrors: Partial<Record<keyof AppealFormState | 'root', string>>; summary: string };

/**
 * Validates the form with core's schema and words the outcome so:
 * a message under each wrong field, and one summary for the popup
 * ('Помилка. Не заповнені наступні поля: …' first, then the other rules).
 */
export function checkAppealForm(state: AppealFormState, mode: AppealFormMode, now: () => number = Date.now): AppealFormCheck {
  const input = toSchemaInput(state);
  const parsed = appealFormSchema(mode, { now }).safeParse(input);
  const safe = checkSafeContact(state.safe_contact);
  if (parsed.success && safe.success)
    return { success: true, output: { ...parsed.data, safe_contact: safe.value, risk_answers: answeredRisk(state.risk_answers) } };

  const fieldErrors: Partial<Record<keyof AppealFormState | 'root', string>> = {};
  if (!safe.success) fieldErrors.safe_contact = safe.message;
  if (parsed.success) return { success: false, fieldErrors, summary: `Помилка. ${safe.success ? '' : safe.message}` };
  for (const issue of parsed.error.issues) {
    const field = formField(String(issue.path[0] ?? ''));
    fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors, summary: summaryMessage(input, mode, fieldErrors) };
}

/** The one message of the popup, in the order a person fixes things. */
function summaryMessage(input: AppealFormValues, mode: AppealFormMode, errors: Partial<Record<string, string>>): string {
  const missing = missingAppealFields(input, mode);
  if (missing.length > 0) return missingFieldsMessage(missing);
  if (errors.phone) return PHONE_MESSAGES.formError;
  if (errors.children_count === CHILDREN_COUNT_MESSAGE) return `Помилка. ${CHILDREN_COUNT_MESSAGE}`;
  if (errors.date_communication === PAST_DATE_MESSAGE) return `Помилка. ${PAST_DATE_MESSAGE}`;
  if (errors.agreement) return AGREEMENT_MESSAGE;
  return Object.values(errors).find(Boolean) ?? 'Помилка';
}

/** Field names the server may report errors for, mapped to the form's own. */
const SERVER_FIELDS: Record<string, keyof AppealFormState> = {
  creator: 'creator',
  date_communication: 'date_communication',
  name: 'name',
  last_name: 'last_name',
  region_id: 'region_id',
  community_id: 'community',
  phone: 'phone',
  communiction: 'communiction',
  assistans_type: 'assistance_ids',
  assistance_ids: 'assistance_ids',
  description: 'description',
  children_count: 'children_count',
  children_ages: 'children_ages',
};

/** The server's per-field messages (a 400's `errors`), on the form's fields; unknown fields are left out. */
export function serverFieldErrors(errors: unknown): Array<[keyof AppealFormState, string]> {
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([field, message]): Array<[keyof AppealFormState, string]> => {
    const target = SERVER_FIELDS[field];
    return target && typeof message === 'string' ? [[target, message]] : [];
  });
}

/** POST /api/appeals body with the (normally empty) honeypot. */
export type AppealSubmitBody = AppealCreateBody & { website: string };

export function buildAppealBody(
  output: AppealFormResult,
  mode: AppealFormMode,
  options: { types: readonly AssistanceType[]; idempotencyKey: string; honeypot?: string },
): AppealSubmitBody {
  const body = toAppealCreateBody(output, mode, { types: options.types, idempotencyKey: options.idempotencyKey });
  return {
    ...body,
    ...(output.safe_contact ? { safe_contact: output.safe_contact } : {}),
    ...(output.risk_answers ? { risk_answers: output.risk_answers } : {}),
    website: options.honeypot ?? '',
  };
}

/** Ticking the minors type means help for a child (count 1); unticking it, none. */
export function childrenAfterTypeToggle(
  state: Pick<AppealFormState, 'children_help' | 'children_count' | 'children_ages'>,
  minorsChecked: boolean,
): Pick<AppealFormState, 'children_help' | 'children_count' | 'children_ages'> {
  return minorsChecked
    ? { children_help: true, children_count: '1', children_ages: state.children_ages }
    : { children_help: false, children_count: '0', children_ages: {} };
}

/** One random key per form fill: a retried or double-clicked submission makes one appeal. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  // randomUUID needs a secure context; plain http on a LAN address has only getRandomValues.
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
