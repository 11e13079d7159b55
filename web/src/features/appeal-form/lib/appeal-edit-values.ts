import {
  AGE_GROUPS,
  ANONYMOUS_NAME,
  CHILDREN_COUNT_MESSAGE,
  CHILDREN_MAX,
  DEFAULT_COMMUNICATION_CHANNEL,
  type AgeGroupId,
} from '@dosyt/core/appeal/appeal.schema';
import { assistansTypeText, type AssistanceType } from '@dosyt/core/assistance/assistance';
import { isValidPhone, PHONE_MESSAGES, phoneDigits } from '@dosyt/core/phone/phone.rules';
import type { RiskAnswers } from '@dosyt/core/appeal/risk.rules';
import type { SafeContact } from '@dosyt/core/appeal/safety.schema';
import type { AppealFormState, CommunityPick } from './appeal-form-values';
import { answeredRisk, checkSafeContact, safeContactToDraft } from './safety-values';
import type { AppealView } from '@dosyt/core/api/appeal-answers';

type Id = number | string;

/** What the edit screen needs of an appeal (GET /api/appeals/{id}, from the API contract). */
export type EditableAppeal = Pick<
  AppealView,
  | 'id'
  | 'createdAt'
  | 'name'
  | 'last_name'
  | 'phone'
  | 'region_id'
  | 'community_id'
  | 'community'
  | 'communiction'
  | 'assistanceIds'
  | 'assistans_type'
  | 'description'
  | 'children_help'
  | 'children_count'
  | 'children_ages'
  | 'status_id'
  | 'version'
> &
  Partial<Pick<AppealView, 'safe_contact' | 'risk_answers' | 'risk_level'>>;

/** The edit screen's fields: the form's, without the call-centre and agreement parts. */
export type AppealEditState = Pick<
  AppealFormState,
  | 'name'
  | 'last_name'
  | 'anonymous'
  | 'region_id'
  | 'community'
  | 'phone'
  | 'communiction'
  | 'assistance_ids'
  | 'children_help'
  | 'children_count'
  | 'children_ages'
  | 'description'
  | 'safe_contact'
  | 'risk_answers'
>;

/** Stored phones are digits; the field shows the mask. */
function maskedPhone(value: string): string {
  const d = phoneDigits(value);
  return d.length === 12 ? `38(${d.slice(2, 5)})${d.slice(5, 8)}-${d.slice(8, 10)}-${d.slice(10, 12)}` : value;
}

export function toEditState(appeal: EditableAppeal): AppealEditState {
  const anonymous = appeal.name === ANONYMOUS_NAME;
  const ages = Object.fromEntries(AGE_GROUPS.map((g) => [g.id, (appeal.children_ages?.[g.id] ?? 0) > 0])) as Record<AgeGroupId, boolean>;
  const community: CommunityPick | null = appeal.community_id ? { id: appeal.community_id, name: appeal.community?.name ?? String(appeal.community_id) } : null;
  return {
    name: anonymous ? '' : appeal.name,
    last_name: anonymous ? '' : (appeal.last_name ?? ''),
    anonymous,
    region_id: appeal.region_id,
    community,
    phone: maskedPhone(appeal.phone),
    communiction: appeal.communiction || DEFAULT_COMMUNICATION_CHANNEL,
    assistance_ids: [...appeal.assistanceIds],
    children_help: appeal.children_help,
    children_count: String(appeal.children_count ?? 0),
    children_ages: appeal.children_ages ? ages : {},
    description: appeal.description,
    safe_contact: safeContactToDraft(appeal.safe_contact),
    risk_answers: { ...(appeal.risk_answers ?? {}) },
  };
}

/** PUT /api/appeals/{id} body; the community travels as its code. */
export interface AppealUpdateRequestBody {
  name?: string;
  last_name?: string;
  region_id?: Id;
  community_id?: Id;
  phone?: string;
  communiction?: string;
  assistans_type?: string;
  assistance_ids?: number[];
  description?: string;
  children_help: boolean;
  children_count: number;
  children_ages: Partial<Record<AgeGroupId, number>>;
  /** null removes the block; the level is recomputed from the answers by the server. */
  safe_contact: SafeContact | null;
  risk_answers: RiskAnswers | null;
  version: number;
}

export type AppealEditCheck = { success: true; body: AppealUpdateRequestBody } | { success: false; message: string };

/**
 * The admin edit body: the phone is checked, empty values are
 * left out, and without help for a child the count is 0 and the ages empty. The
 * version read with the appeal goes along, so a stale save gets a 409.
 */
export function buildAppealUpdate(state: AppealEditState, version: number, types: readonly AssistanceType[]): AppealEditCheck {
  if (state.phone.trim() !== '' && !isValidPhone(state.phone)) return { success: false, message: PHONE_MESSAGES.formError };
  const count = Number(state.children_count || 0);
  if (state.children_help && (!Number.isInteger(count) || count < 0 || count > CHILDREN_MAX)) {
    return { success: false, message: `Помилка. ${CHILDREN_COUNT_MESSAGE}` };
  }
  const safe = checkSafeContact(state.safe_contact);
  if (!safe.success) return { success: false, message: `Помилка. ${safe.message}` };
  const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
  const name = state.anonymous ? ANONYMOUS_NAME : text(state.name);
  const body: AppealUpdateRequestBody = {
    name,
    last_name: state.anonymous ? undefined : text(state.last_name),
    region_id: state.region_id ?? undefined,
    community_id: state.community?.id,
    phone: text(state.phone) ? phoneDigits(state.phone) : undefined,
    communiction: text(state.communiction),
    assistance_ids: state.assistance_ids.length > 0 ? state.assistance_ids : undefined,
    assistans_type: state.assistance_ids.length > 0 ? assistansTypeText(state.assistance_ids, types) || undefined : undefined,
    description: text(state.description),
    children_help: state.children_help,
    children_count: state.children_help ? count : 0,
    children_ages: state.children_help
      ? (Object.fromEntries(Object.entries(state.children_ages).map(([k, v]) => [k, v ? 1 : 0])) as Partial<Record<AgeGroupId, number>>)
      : {},
    safe_contact: safe.value ?? null,
    risk_answers: answeredRisk(state.risk_answers) ?? null,
    version,
  };
  // Empty values are dropped from the payload.
  for (const key of Object.keys(body) as (keyof AppealUpdateRequestBody)[]) if (body[key] === undefined) delete body[key];
  return { success: true, body };
}
