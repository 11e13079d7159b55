/**
 * The bodies of the referral routes: a service (ADMIN), a referral (staff) and a
 * partner's answer (the link). Kept apart from the rules so a page that only shows
 * services carries no schema library.
 */
import * as z from '../validation/zod';
import { stripBidiControls } from '../text/bidi';
import { COMMUNITY_CODE } from '../region/region.rules';
import { isValidEmail } from '../user/user.rules';
import {
  PARTNER_ANSWER_STATUSES,
  REFERRAL_LIMITS,
  REFERRAL_MESSAGES,
  REFERRAL_SHARE_IDS,
  SERVICE_KIND_IDS,
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
  isServicePhone,
  type PartnerAnswerStatus,
  type ReferralShare,
  type ServiceKind,
} from './referral';

const blankToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
const numeric = (v: unknown): unknown => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

const cleanText = (max: number, tooLong: string, invalid: string = SERVICE_MESSAGES.invalid) =>
  z.string(invalid).check(z.overwrite(stripBidiControls), z.trim(), z.maxLength(max, tooLong));

const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.preprocess(blankToUndefined, z.optional(cleanText(max, tooLong))),
    z.transform((v) => (v ? v : undefined)),
  );

/** The body of POST /api/admin/services and PUT /api/admin/services/{id}, as a client sends it. */
export interface ServiceBody {
  name: string;
  kind: ServiceKind;
  /** The region's number; null: the whole country (a national line). */
  region_id: number | null;
  /** A community (КАТОТТГ code) of that region; none: the whole region. */
  community_id?: string | null;
  phones: string[];
  hours: string;
  description: string;
  address?: string | null;
  public: boolean;
  acceptsReferrals: boolean;
  /** Required when it accepts referrals; never public. */
  referralEmail?: string | null;
  /** Absent on create: active. false deactivates (its referrals stay). */
  active?: boolean;
}

export const serviceSchema = z
  .object(
    {
      name: z
        .string(SERVICE_MESSAGES.nameRequired)
        .check(
          z.overwrite(stripBidiControls),
          z.trim(),
          z.minLength(1, { error: SERVICE_MESSAGES.nameRequired, abort: true }),
          z.maxLength(SERVICE_LIMITS.name, SERVICE_MESSAGES.nameTooLong),
        ),
      kind: z.enum(SERVICE_KIND_IDS, SERVICE_MESSAGES.kind),
      region_id: z.preprocess(
        (v) => (v === '' || v === undefined ? null : numeric(v)),
        z.nullable(
          z
            .number(SERVICE_MESSAGES.region)
            .check(z.int(SERVICE_MESSAGES.region), z.minimum(1, SERVICE_MESSAGES.region), z.maximum(999, SERVICE_MESSAGES.region)),
        ),
      ),
      community_id: z.pipe(
        z.preprocess(blankToUndefined, z.optional(z.string(SERVICE_MESSAGES.community).check(z.trim(), z.regex(COMMUNITY_CODE, SERVICE_MESSAGES.community)))),
        z.transform((v) => v ?? null),
      ),
      // Blank rows of the form are dropped and repeats kept once, then each is checked.
      phones: z.pipe(
        z.pipe(
          z
            .array(z.string(SERVICE_MESSAGES.phone).check(z.trim(), z.maxLength(SERVICE_LIMITS.phone, SERVICE_MESSAGES.phone)), SERVICE_MESSAGES.phonesRequired)
            .check(z.maxLength(SERVICE_LIMITS.phones * 2, SERVICE_MESSAGES.phonesTooMany)),
          z.transform((phones) => [...new Set(phones.filter((p) => p !== ''))]),
        ),
        z
          .array(z.string().check(z.refine(isServicePhone, SERVICE_MESSAGES.phone)))
          .check(z.minLength(1, SERVICE_MESSAGES.phonesRequired), z.maxLength(SERVICE_LIMITS.phones, SERVICE_MESSAGES.phonesTooMany)),
      ),
      hours: z.pipe(
        z.preprocess((v) => v ?? '', cleanText(SERVICE_LIMITS.hours, SERVICE_MESSAGES.hoursTooLong)),
        z.string(),
      ),
      description: z.pipe(
        z.preprocess((v) => v ?? '', cleanText(SERVICE_LIMITS.description, SERVICE_MESSAGES.descriptionTooLong)),
        z.string(),
      ),
      address: z.pipe(
        optionalText(SERVICE_LIMITS.address, SERVICE_MESSAGES.addressTooLong),
        z.transform((v) => v ?? null),
      ),
      public: z.boolean(SERVICE_MESSAGES.invalid),
      acceptsReferrals: z.boolean(SERVICE_MESSAGES.invalid),
      referralEmail: z.pipe(
        z.preprocess(
          blankToUndefined,
          z.optional(z.string(SERVICE_MESSAGES.email).check(z.trim(), z.toLowerCase(), z.refine(isValidEmail, SERVICE_MESSAGES.email))),
        ),
        z.transform((v) => v ?? null),
      ),
      active: z.optional(z.boolean(SERVICE_MESSAGES.invalid)),
    },
    SERVICE_MESSAGES.invalid,
  )
  .check(
    z.superRefine((s, ctx) => {
      if (s.acceptsReferrals && !s.referralEmail)
        ctx.addIssue({ code: 'custom', message: SERVICE_MESSAGES.emailRequired, path: ['referralEmail'], input: s.referralEmail });
      if (s.community_id && s.region_id === null)
        ctx.addIssue({ code: 'custom', message: SERVICE_MESSAGES.communityWithoutRegion, path: ['community_id'], input: s.community_id });
    }),
  );
export type ServiceInput = z.output<typeof serviceSchema>;

/** The body of POST /api/appeals/{id}/referrals. */
export interface ReferralBody {
  serviceId: string;
  /** The person agreed to the referral; anything but true is refused. */
  consent: true;
  share: ReferralShare;
  note?: string;
  /** The person agreed to see the neutral line on /status (never the service). Default false. */
  tellPerson?: boolean;
}

export const referralSchema = z.object(
  {
    serviceId: z
      .string(REFERRAL_MESSAGES.serviceRequired)
      .check(z.trim(), z.minLength(1, REFERRAL_MESSAGES.serviceRequired), z.maxLength(64, REFERRAL_MESSAGES.serviceUnknown)),
    consent: z.literal(true, REFERRAL_MESSAGES.consentRequired),
    share: z.enum(REFERRAL_SHARE_IDS, REFERRAL_MESSAGES.shareRequired),
    note: z.pipe(
      z.preprocess((v) => v ?? '', cleanText(REFERRAL_LIMITS.note, REFERRAL_MESSAGES.noteTooLong, REFERRAL_MESSAGES.noteTooLong)),
      z.string(),
    ),
    tellPerson: z.pipe(
      z.optional(z.boolean(REFERRAL_MESSAGES.shareRequired)),
      z.transform((v) => v === true),
    ),
  },
  REFERRAL_MESSAGES.consentRequired,
);
export type ReferralInput = z.output<typeof referralSchema>;

/** The body of POST /api/referrals/{token}: the partner's answer; a reason is required to decline. */
export interface PartnerAnswerBody {
  status: PartnerAnswerStatus;
  note?: string;
}

export const partnerAnswerSchema = z
  .object(
    {
      status: z.enum(PARTNER_ANSWER_STATUSES, REFERRAL_MESSAGES.statusRequired),
      note: z.pipe(
        z.preprocess((v) => v ?? '', cleanText(REFERRAL_LIMITS.partnerNote, REFERRAL_MESSAGES.partnerNoteTooLong, REFERRAL_MESSAGES.partnerNoteTooLong)),
        z.string(),
      ),
    },
    REFERRAL_MESSAGES.statusRequired,
  )
  .check(
    z.superRefine((a, ctx) => {
      if (a.status === 'declined' && !a.note) ctx.addIssue({ code: 'custom', message: REFERRAL_MESSAGES.reasonRequired, path: ['note'], input: a.note });
    }),
  );
export type PartnerAnswerInput = z.output<typeof partnerAnswerSchema>;
