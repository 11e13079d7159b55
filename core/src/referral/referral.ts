/**
 * Referral pathways: the directory of services a person can be sent to, and the
 * referral of an appeal to one of them with the person's consent. Kinds, labels,
 * limits, messages and the pure rules, shared by the functions and the web app.
 */

/** The kinds of service, fixed here; the web shows their Ukrainian labels. */
export const SERVICE_KINDS = [
  { id: 'shelter', label: 'Притулок' },
  { id: 'legal', label: 'Безоплатна правова допомога' },
  { id: 'psychological', label: 'Психологічна допомога' },
  { id: 'medical', label: 'Медична допомога' },
  { id: 'police', label: 'Поліція' },
  { id: 'social', label: 'Соціальні послуги / мобільна бригада' },
  { id: 'hotline', label: 'Гаряча лінія' },
  { id: 'other', label: 'Інше' },
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number]['id'];
export const SERVICE_KIND_IDS = SERVICE_KINDS.map((k) => k.id) as [ServiceKind, ...ServiceKind[]];

export function serviceKindLabel(kind: ServiceKind | string): string {
  return SERVICE_KINDS.find((k) => k.id === kind)?.label ?? 'Інше';
}

/**
 * A shelter's location is confidential (an abuser looks for it there), whatever an
 * admin typed: no public or partner answer ever carries it.
 */
export const isAddressConfidential = (kind: ServiceKind | string): boolean => kind === 'shelter';

export const SERVICE_LIMITS = { name: 200, hours: 200, description: 1000, address: 300, phones: 5, phone: 32, email: 254 } as const;

/** What is shared with the partner: the person's name, phone and safe-contact block, or none of them. */
export const REFERRAL_SHARES = [
  { id: 'contact', label: "Ім'я, телефон і як безпечно зв'язатися" },
  { id: 'anonymous', label: 'Анонімно: партнер відповідає через платформу' },
] as const;
export type ReferralShare = (typeof REFERRAL_SHARES)[number]['id'];
export const REFERRAL_SHARE_IDS = REFERRAL_SHARES.map((s) => s.id) as [ReferralShare, ...ReferralShare[]];

/**
 * A referral's states: sent by staff; the partner accepts or declines, then
 * completes an accepted one. `expired`: the partner gave no answer while the link
 * lived (REFERRAL_LINK_DAYS); the jobs function sets it, and staff send it again.
 * `closed`: the appeal's personal data were anonymised before a final answer.
 */
export const REFERRAL_STATUSES = [
  { id: 'sent', label: 'Надіслано' },
  { id: 'accepted', label: 'Прийнято' },
  { id: 'declined', label: 'Відхилено' },
  { id: 'completed', label: 'Допомогу надано' },
  { id: 'expired', label: 'Посилання збігло — надішліть знову' },
  { id: 'closed', label: 'Закрито без відповіді' },
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number]['id'];

export function referralStatusLabel(status: ReferralStatus | string): string {
  return REFERRAL_STATUSES.find((s) => s.id === status)?.label ?? status;
}

/** What the partner may answer through the link. */
export type PartnerAnswerStatus = 'accepted' | 'declined' | 'completed';
export const PARTNER_ANSWER_STATUSES = ['accepted', 'declined', 'completed'] as const satisfies readonly PartnerAnswerStatus[];

/** Where each state may go by the partner's answer; a final state takes none. */
const NEXT: Record<ReferralStatus, readonly PartnerAnswerStatus[]> = {
  sent: ['accepted', 'declined'],
  accepted: ['completed', 'declined'],
  declined: [],
  completed: [],
  expired: [],
  closed: [],
};

export function partnerNextStatuses(status: ReferralStatus): readonly PartnerAnswerStatus[] {
  return NEXT[status] ?? [];
}

/** A final state: the link dies with it. */
export const isFinalReferralStatus = (status: ReferralStatus): boolean => partnerNextStatuses(status).length === 0;

/** The partner's link lives 14 days from the referral. */
export const REFERRAL_LINK_DAYS = 14;
export const REFERRAL_LINK_TTL_MS = REFERRAL_LINK_DAYS * 24 * 60 * 60 * 1000;
/** Random bytes of a link token (256 bits, well over the 128 the threat model asks). */
export const REFERRAL_TOKEN_BYTES = 32;
/** base64url of REFERRAL_TOKEN_BYTES: 43 characters. */
export const REFERRAL_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isReferralToken = (v: unknown): v is string => typeof v === 'string' && REFERRAL_TOKEN.test(v);

export const REFERRAL_LIMITS = { note: 1000, partnerNote: 1000 } as const;

/** Who the read audit and the timeline name for the partner who opened or answered the link. */
export const partnerActorName = (serviceName: string): string => `партнер: ${serviceName}`;

/**
 * Who took a step no staff member took: the platform itself when the link died unanswered
 * or the appeal's data were anonymised, the partner through the link otherwise.
 */
export const referralStepActorName = (status: ReferralStatus, serviceName: string): string =>
  status === 'expired' || status === 'closed' ? 'платформа' : partnerActorName(serviceName);

/** The one line /status shows when the person agreed at referral time: never the service's name or kind. */
export const PARTNER_HELP_LINE = "Вам запропоновано допомогу партнерської служби; з вами зв'яжуться";

export const SERVICE_MESSAGES = {
  invalid: 'Некоректні дані служби',
  nameRequired: 'Вкажіть назву служби',
  nameTooLong: `Назва — не більше ${SERVICE_LIMITS.name} символів`,
  kind: 'Оберіть вид служби',
  region: 'Оберіть область (або «уся Україна»)',
  community: 'Некоректний код громади',
  communityOutsideRegion: 'Громада не належить до обраної області',
  communityWithoutRegion: 'Громаду можна вказати лише разом з областю',
  phonesRequired: 'Вкажіть хоча б один номер телефону',
  phonesTooMany: `Не більше ${SERVICE_LIMITS.phones} номерів телефону`,
  phone: 'Некоректний номер телефону служби',
  hoursTooLong: `Години роботи — не більше ${SERVICE_LIMITS.hours} символів`,
  descriptionTooLong: `Опис — не більше ${SERVICE_LIMITS.description} символів`,
  addressTooLong: `Адреса — не більше ${SERVICE_LIMITS.address} символів`,
  emailRequired: 'Вкажіть email для направлень: служба приймає направлення',
  email: 'Некоректний email',
  notFound: 'Службу не знайдено',
  regionUnknown: 'Такої області немає',
  communityUnknown: 'Такої громади немає',
} as const;

export const REFERRAL_MESSAGES = {
  consentRequired: 'Без згоди людини направлення неможливе: позначте, що згоду отримано',
  serviceRequired: 'Оберіть службу',
  shareRequired: 'Оберіть, що передати службі',
  noteTooLong: `Примітка — не більше ${REFERRAL_LIMITS.note} символів`,
  serviceUnknown: 'Службу не знайдено',
  serviceInactive: 'Ця служба більше не працює: оберіть іншу',
  serviceTakesNoReferrals: 'Ця служба не приймає направлень через платформу: оберіть іншу або зателефонуйте їй',
  appealAnonymised: 'Персональні дані цього звернення знеособлено: направлення неможливе',
  statusRequired: 'Оберіть відповідь',
  reasonRequired: 'Вкажіть причину відмови',
  partnerNoteTooLong: `Коментар — не більше ${REFERRAL_LIMITS.partnerNote} символів`,
  notAllowed: 'Цей крок уже неможливий для направлення',
  /** Unknown, expired and used-up links answer alike. */
  linkUnknown: 'Посилання недійсне або термін його дії минув',
} as const;

/** `tel:` href of a service's phone as typed: 102 stays 102, 0 800 … gets +38, +… stays. */
export function serviceTelHref(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${d}`;
  if (d.length === 10 && d.startsWith('0')) return `tel:+38${d}`;
  return `tel:${d}`;
}

/** A service phone: digits with spaces, dashes, brackets or a leading +; 3 to 15 digits (102, 15-47, 0 800 500 335). */
export function isServicePhone(s: string): boolean {
  const t = s.trim();
  if (!/^\+?[\d\s()-]+$/.test(t)) return false;
  const digits = t.replace(/\D/g, '').length;
  return digits >= 3 && digits <= 15;
}

/**
 * The public order: the community's own services first, then the region's (no
 * community), then the national ones (no region); by kind, then name, inside each.
 */
export function servicePublicRank(s: { region_id: number | null; community_id: string | null }, communityId?: string | null): number {
  if (s.region_id === null) return 2;
  if (s.community_id && s.community_id === communityId) return 0;
  return 1;
}

export function sortServices<S extends { region_id: number | null; community_id: string | null; kind: string; name: string }>(
  services: readonly S[],
  communityId?: string | null,
): S[] {
  const kindOrder = (k: string) => {
    const i = SERVICE_KIND_IDS.indexOf(k as ServiceKind);
    return i < 0 ? SERVICE_KIND_IDS.length : i;
  };
  return [...services].sort(
    (a, b) =>
      servicePublicRank(a, communityId) - servicePublicRank(b, communityId) || kindOrder(a.kind) - kindOrder(b.kind) || a.name.localeCompare(b.name, 'uk'),
  );
}

/**
 * Whether a service is offered for a place: national ones everywhere, a region's
 * (no community) in its whole region, a community's only in that community.
 */
export function serviceCoversPlace(
  s: { region_id: number | null; community_id: string | null },
  place: { region_id?: number | null; community_id?: string | null },
): boolean {
  if (s.region_id === null) return true;
  if (place.region_id == null || s.region_id !== place.region_id) return false;
  if (!s.community_id) return true;
  return s.community_id === place.community_id;
}

/** The timeline's plain-Ukrainian line for each step of a referral. */
export function referralTimelineText(step: ReferralStatus, serviceName: string, note?: string): string {
  const why = note ? ` Коментар: ${note}` : '';
  switch (step) {
    case 'sent':
      return `Направлено до служби «${serviceName}» за згодою людини.`;
    case 'accepted':
      return `Служба «${serviceName}» прийняла направлення.${why}`;
    case 'declined':
      return `Служба «${serviceName}» відхилила направлення.${why} Направте людину до іншої служби.`;
    case 'completed':
      return `Служба «${serviceName}» повідомила, що допомогу надано.${why}`;
    case 'expired':
      return `Служба «${serviceName}» не відповіла за ${REFERRAL_LINK_DAYS} днів: посилання для неї збігло. Надішліть направлення знову або направте людину до іншої служби.`;
    case 'closed':
      return `Направлення до служби «${serviceName}» закрито без відповіді: посилання для служби більше не діє. За потреби направте людину ще раз.`;
  }
}
