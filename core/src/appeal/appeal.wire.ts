/** The appeal's wire bodies: POST and PUT /api/appeals, PATCH /api/appeal-history/{id}. */
import * as z from '../validation/zod';
import type { RiskAnswers } from './risk.rules';
import { riskAnswersSchema, safeContactSchema, type SafeContact } from './safety.schema';
import {
  ANONYMOUS_NAME,
  APPEAL_LIMITS,
  GENERIC_ERROR_MESSAGE,
  missing,
  tooLong,
  VERSION_MESSAGE,
  type AppealField,
  type ChildrenAges,
} from './appeal.messages';
import {
  assistanceIdsField,
  blankToUndefined,
  channelField,
  childrenAgesField,
  childrenCountField,
  communityField,
  dateField,
  hasChildAge,
  idField,
  int,
  numeric,
  optionalText,
  phoneField,
  requiredText,
  STATUS_MESSAGE,
} from './appeal.fields';

// ---------- POST /api/appeals ----------

/**
 * Wire body of POST /api/appeals (public, call-centre and admin add).
 * - An anonymous appeal has name 'Анонімний' and no last name (a sent one is dropped).
 * - `assistans_type` (descriptions, '\n'-joined) or `assistance_ids` must name a type.
 * - Without help for a child the count is 0 and the ages are dropped; with it both are needed.
 * - A new appeal is always status 1, whatever is sent.
 * - `idempotency_key` makes a retried submission create one appeal; `website` is a
 *   honeypot field hidden from people, so only a bot fills it.
 */
export const appealCreateSchema = z.pipe(
  z
    .object({
      creator: optionalText('creator'),
      date_communication: dateField,
      name: requiredText('name'),
      last_name: optionalText('last_name'),
      community_id: communityField,
      region_id: idField('region_id'),
      phone: phoneField,
      communiction: channelField,
      assistans_type: optionalText('assistans_type'),
      assistance_ids: z.optional(assistanceIdsField),
      description: requiredText('description'),
      children_help: z._default(z.boolean(GENERIC_ERROR_MESSAGE), false),
      children_count: z.optional(childrenCountField),
      children_ages: z.optional(childrenAgesField),
      status_id: z.optional(z.unknown()),
      safe_contact: safeContactSchema,
      risk_answers: riskAnswersSchema,
      idempotency_key: z.optional(z.string(GENERIC_ERROR_MESSAGE).check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, GENERIC_ERROR_MESSAGE))),
      website: z.optional(z.preprocess(blankToUndefined, z.undefined(GENERIC_ERROR_MESSAGE))),
    })
    .check(
      z.superRefine((body, ctx) => {
        const issue = (field: AppealField) => ctx.addIssue({ code: 'custom', path: [field], message: missing(field) });
        if (body.name !== ANONYMOUS_NAME && !body.last_name) issue('last_name');
        if (!body.assistans_type && !body.assistance_ids?.length) issue('assistance_ids');
        if (body.children_help) {
          if (!body.children_count) issue('children_count');
          if (!hasChildAge(body.children_ages)) issue('children_ages');
        }
      }),
    ),
  z.transform((body) => {
    const appeal = {
      ...body,
      last_name: body.name === ANONYMOUS_NAME ? undefined : body.last_name,
      children_count: body.children_help ? (body.children_count ?? 0) : 0,
      children_ages: body.children_help ? body.children_ages : undefined,
      status_id: 1 as const,
    };
    delete appeal.website; // the honeypot was empty; it is not appeal data
    return appeal;
  }),
);

/** What a client sends to POST /api/appeals (wire names as the clients spell them). */
export interface AppealCreateBody {
  creator?: string | null;
  date_communication?: string | null;
  name: string;
  last_name?: string | null;
  /** Codifier code (КАТОТТГ). */
  community_id: string;
  region_id: number;
  phone: string;
  communiction?: string;
  assistans_type?: string;
  assistance_ids?: number[];
  description: string;
  children_help?: boolean;
  children_count?: number;
  children_ages?: ChildrenAges | ChildrenAges[];
  status_id?: number;
  idempotency_key?: string;
  website?: string;
  /** Optional: how to reach the person safely (safety.schema.ts). */
  safe_contact?: SafeContact;
  /** Optional: the risk screening's yes/no answers (risk.rules.ts). */
  risk_answers?: RiskAnswers;
}
export type AppealCreateInput = z.output<typeof appealCreateSchema>;

// ---------- PUT /api/appeals/{id} ----------

const optionalId = (field: AppealField) => z.preprocess(numeric, z.optional(int(missing(field), 1)));

/**
 * Wire body of PUT /api/appeals/{id} (admin edit). Empty values are dropped,
 * so every field is optional; `version` is required so a stale save gets a 409.
 * Without help for a child the count is reset to 0 and the ages to {}.
 * `status_id` is accepted for compatibility; the appeal's status follows its assignments.
 */
export const appealUpdateSchema = z.pipe(
  z.object({
    name: optionalText('name'),
    last_name: optionalText('last_name'),
    // No 18-90 age bounds: only nonsense is refused (docs/decisions.md, 'Ages').
    age: z.preprocess(numeric, z.optional(int('Некоректний вік', 0, 120))),
    community_id: z.preprocess(blankToUndefined, z.optional(communityField)),
    region_id: optionalId('region_id'),
    phone: z.preprocess(blankToUndefined, z.optional(phoneField)),
    communiction: z.preprocess(blankToUndefined, z.optional(channelField)),
    assistans_type: optionalText('assistans_type'),
    assistance_ids: z.optional(assistanceIdsField),
    description: optionalText('description'),
    children_help: z.preprocess(blankToUndefined, z.optional(z.boolean(GENERIC_ERROR_MESSAGE))),
    children_count: z.preprocess(blankToUndefined, z.optional(childrenCountField)),
    children_ages: z.preprocess(blankToUndefined, z.optional(childrenAgesField)),
    date_communication: dateField,
    status_id: z.preprocess(numeric, z.optional(int(STATUS_MESSAGE, 1, 4))),
    editor: optionalText('editor'),
    // Unlike the other fields, an empty block here clears it (null), so staff can remove it.
    safe_contact: z.optional(z.nullable(safeContactSchema)),
    risk_answers: z.optional(z.nullable(riskAnswersSchema)),
    version: z.preprocess(numeric, int(VERSION_MESSAGE, 0)),
  }),
  z.transform((body) => (body.children_help === false ? { ...body, children_count: 0, children_ages: {} as ChildrenAges } : body)),
);

/** What a client sends to PUT /api/appeals/{id}. */
export type AppealUpdateBody = Partial<Omit<AppealCreateBody, 'idempotency_key' | 'website' | 'creator' | 'safe_contact' | 'risk_answers'>> & {
  age?: number | null;
  /** null removes the block / the answers. */
  safe_contact?: SafeContact | null;
  risk_answers?: RiskAnswers | null;
  editor?: string | null;
  version: number;
};
export type AppealUpdateInput = z.output<typeof appealUpdateSchema>;

// ---------- PATCH /api/appeal-history/{id} ----------

/** Wire body of PATCH /api/appeal-history/{id}; the rules of the change are `checkAssignmentChange`. */
export const assignmentPatchSchema = z.object({
  userId: z.preprocess(numeric, z.optional(int('Оберіть виконавця', 1))),
  appealStatusId: z.preprocess(numeric, z.optional(int(STATUS_MESSAGE, 1, 4))),
  comment: z.preprocess((v) => (v === null ? undefined : v), z.optional(z.string().check(z.maxLength(APPEAL_LIMITS.comment, tooLong('comment'))))),
  version: z.preprocess(numeric, z.optional(int(VERSION_MESSAGE, 0))),
});
/** What a client sends to PATCH /api/appeal-history/{id}. */
export interface AssignmentPatchBody {
  userId?: number | null;
  appealStatusId?: number | null;
  comment?: string | null;
  version?: number;
}
export type AssignmentPatchInput = z.output<typeof assignmentPatchSchema>;
