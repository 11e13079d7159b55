/**
 * The appeal's schemas, by part: texts and limits (appeal.messages.ts), the field
 * schemas (appeal.fields.ts), the wire bodies (appeal.wire.ts) and the browser form
 * (appeal.form.ts). This module names what the rest of the code imports.
 */
export {
  AGE_GROUPS,
  AGREEMENT_MESSAGE,
  ANONYMOUS_NAME,
  APPEAL_FIELD_LABELS,
  APPEAL_LIMITS,
  APPEAL_MESSAGES,
  CHILDREN_COUNT_MESSAGE,
  CHILDREN_MAX,
  COMMUNICATION_CHANNEL_MESSAGE,
  COMMUNICATION_CHANNELS,
  DEFAULT_COMMUNICATION_CHANNEL,
  GENERIC_ERROR_MESSAGE,
  INVALID_DATE_MESSAGE,
  MISSING_FIELDS_PREFIX,
  missingFieldsMessage,
  PAST_DATE_MESSAGE,
  VERSION_MESSAGE,
  type AgeGroupId,
  type ChildrenAges,
  type CommunicationChannel,
} from './appeal.messages';
export { COMMUNITY_MESSAGE } from './appeal.fields';
export {
  appealCreateSchema,
  appealUpdateSchema,
  assignmentPatchSchema,
  type AppealCreateBody,
  type AppealCreateInput,
  type AppealUpdateBody,
  type AppealUpdateInput,
  type AssignmentPatchBody,
  type AssignmentPatchInput,
} from './appeal.wire';
export { appealFormSchema, missingAppealFields, toAppealCreateBody, type AppealFormMode, type AppealFormOutput, type AppealFormValues } from './appeal.form';
