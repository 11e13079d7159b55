import { setTimeout as sleep } from 'node:timers/promises';
import { ConflictError, TooManyRequestsError, ValidationError } from '@dosyt/core/errors';
import { missingRegistrationFieldsMessage, REGISTRATION_FIELD_LABELS, type RegistrationInput } from '@dosyt/core/user/registration.schema';
import { registrantRole } from '@dosyt/core/user/user.rules';
import { logger } from '../lib/logger';
import { queueMail } from '../lib/outbox';
import type { UserItem } from '../db/entities/user.entity';
import { assertKnownFunctions, createAccount, EMAIL_TAKEN_MESSAGE, findUserByEmail, resolvePlace, type Place } from '../accounts/accounts';
import { addressSubject, REGISTRATION_ADDRESS_LIMIT, REGISTRATION_NOTICE_LIMIT, takeAttempt } from './attempts';
import { registrationAttemptMail, verificationMail } from './auth-mail';
import { assertUncommonPassword } from './common-passwords';
import { newOneTimeToken } from './one-time-tokens';
import { hashPassword } from './password';
import { noticeAdminsOfRegistration } from './registration-notice';

const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Every empty field in one message, as the form shows it: 'Помилка. Заповніть наступні поля: Ім'я, Email'. */
function missingFieldsOf(body: unknown): string[] {
  const values = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return (Object.keys(REGISTRATION_FIELD_LABELS) as (keyof typeof REGISTRATION_FIELD_LABELS)[])
    .filter((field) => field !== 'repeatPassword' && isBlank(values[field]))
    .map((field) => REGISTRATION_FIELD_LABELS[field]);
}

/** A registration its schema refused: with empty fields, one message that names them all. */
export function registrationRefusal(error: ValidationError, body: unknown): ValidationError {
  const missing = missingFieldsOf(body);
  return missing.length > 0 ? new ValidationError(missingRegistrationFieldsMessage(missing), error.fieldErrors) : error;
}

/** A registration its schema took: a common password is still refused. */
export function checkRegistration(input: RegistrationInput): RegistrationInput {
  assertUncommonPassword(input.password, 'password');
  return input;
}

export interface Registered {
  email: string;
  /** Always 'queued': the jobs function sends it a moment later (kept for the answer's shape). */
  mail: 'queued';
}

/**
 * A known and a new address answer alike and in the same time: registration tells
 * nobody who has an account. Creating an account writes more than noticing the
 * owner, so both answer no sooner than this (above either path's usual time).
 */
export const REGISTRATION_MIN_ANSWER_MS = 1000;

export const REGISTRATION_THROTTLED_MESSAGE = 'Забагато реєстрацій з вашої адреси. Спробуйте пізніше';

/** The owner of a known address hears of the attempt (a few times an hour at most); the answer says nothing. */
async function noticeOwner(owner: UserItem): Promise<void> {
  if (!(await takeAttempt(REGISTRATION_NOTICE_LIMIT, String(owner.id))).allowed) {
    logger.warn('registration notice limit reached', { userId: owner.id });
    return;
  }
  await queueMail(registrationAttemptMail(owner.email));
  logger.info('registration attempted with a known address', { userId: owner.id });
}

/**
 * A new, inactive, unverified account (docs/decisions.md): OBSERVER when its only
 * function is Monitoring, USER otherwise, never ADMIN whatever the client sends.
 * The verification link is stored in the same transaction as the account.
 * A known address gets the very same answer after the same work (the password is
 * hashed, one mail queued); its owner is told by mail instead.
 */
export async function register(input: RegistrationInput, clientAddress: string): Promise<Registered> {
  if (!(await takeAttempt(REGISTRATION_ADDRESS_LIMIT, addressSubject(clientAddress))).allowed) {
    logger.warn('registration throttled for a client address');
    throw new TooManyRequestsError(REGISTRATION_THROTTLED_MESSAGE);
  }
  const started = Date.now();
  try {
    const place = await resolvePlace(input.region_id, input.community_id);
    await assertKnownFunctions(input.assistance_id);
    const passwordHash = await hashPassword(input.password);
    const known = await findUserByEmail(input.email);
    if (known) {
      await noticeOwner(known);
    } else {
      try {
        await createNewAccount(input, place, passwordHash);
      } catch (error) {
        // Registered a moment ago by a simultaneous request: a known address after all.
        if (!(error instanceof ConflictError && error.message === EMAIL_TAKEN_MESSAGE)) throw error;
        const owner = await findUserByEmail(input.email);
        if (owner) await noticeOwner(owner);
      }
    }
  } finally {
    const left = REGISTRATION_MIN_ANSWER_MS - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
  return { email: input.email, mail: 'queued' };
}

async function createNewAccount(input: RegistrationInput, place: Place, passwordHash: string): Promise<void> {
  const link = newOneTimeToken('verify-email');
  const userId = await createAccount(
    {
      email: input.email,
      passwordHash,
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
      openAssignments: 0,
    },
    link.item,
  );
  logger.info('account registered', { userId });
  // Only queued: the answer never waits for the mail service.
  await queueMail(verificationMail(input.email, input.name, link.token));
  // Only a new account reaches here: a known address never tells the admins anything.
  await noticeAdminsOfRegistration(userId, input.name, place.regionId);
}
