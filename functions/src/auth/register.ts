import { ConflictError, ValidationError } from '@dosyt/core/errors';
import {
  missingRegistrationFieldsMessage,
  REGISTRATION_FIELD_LABELS,
  registrantRole,
  registrationSchema,
  type RegistrationInput,
} from '@dosyt/core/user/user.schema';
import { parse } from '../lib/validation';
import { logger } from '../lib/logger';
import { queueMail } from '../lib/outbox';
import { assertKnownFunctions, createAccount, EMAIL_TAKEN_MESSAGE, findUserByEmail, resolvePlace } from '../users/accounts';
import { verificationMail } from './auth-mail';
import { newOneTimeToken } from './one-time-tokens';
import { hashPassword } from './password';

const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Every empty field in one message, as the form shows it: 'Помилка. Заповніть наступні поля: Ім'я, Email'. */
function missingFieldsOf(body: unknown): string[] {
  const values = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return (Object.keys(REGISTRATION_FIELD_LABELS) as (keyof typeof REGISTRATION_FIELD_LABELS)[])
    .filter((field) => field !== 'repeatPassword' && isBlank(values[field]))
    .map((field) => REGISTRATION_FIELD_LABELS[field]);
}

export function parseRegistration(body: unknown): RegistrationInput {
  try {
    return parse(registrationSchema, body);
  } catch (error) {
    const missing = missingFieldsOf(body);
    if (error instanceof ValidationError && missing.length > 0) {
      throw new ValidationError(missingRegistrationFieldsMessage(missing), error.fieldErrors);
    }
    throw error;
  }
}

export interface Registered {
  userId: number;
  email: string;
  /** Always 'queued': the jobs function sends it a moment later (kept for the answer's shape). */
  mail: 'queued';
}

/**
 * A new, inactive, unverified account (DESIGN.md section 3): OBSERVER when its only
 * function is Monitoring, USER otherwise, never ADMIN whatever the client sends.
 * The verification link is stored in the same transaction as the account.
 */
export async function register(input: RegistrationInput): Promise<Registered> {
  const place = await resolvePlace(input.region_id, input.community_id);
  await assertKnownFunctions(input.assistance_id);
  if (await findUserByEmail(input.email)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);

  const link = newOneTimeToken('verify-email');
  const userId = await createAccount(
    {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      name: input.name,
      last_name: input.last_name,
      phone: input.phone,
      responsability: input.responsability,
      institution: input.institution,
      assistanceIds: input.assistance_id,
      regionId: place.regionId,
      communityId: place.communityId,
      districtId: place.districtId,
      roles: [registrantRole(input.assistance_id)],
      isActive: false,
      emailVerified: false,
      isOnline: false,
      workStatus: true,
      failedLogins: 0,
      openAssignments: 0,
    },
    link.item,
  );
  logger.info('account registered', { userId });
  // Only queued: the answer never waits for the mail service.
  const mail = await queueMail(verificationMail(input.email, input.name, link.token));
  return { userId, email: input.email, mail };
}
