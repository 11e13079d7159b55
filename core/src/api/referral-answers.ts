/** What the referral routes answer: built by functions/src/referrals, read by the web. */
import type { SafeContact } from '../appeal/safety.schema';
import type { PartnerAnswerStatus, ReferralShare, ReferralStatus, ServiceKind } from '../referral/referral';

/**
 * A service as the public sees it (GET /api/services): never the referral e-mail,
 * never a shelter's address, nothing about referrals.
 */
export interface PublicService {
  id: string;
  name: string;
  kind: ServiceKind;
  /** null: a national line. */
  region_id: number | null;
  /** null: the whole region. */
  community_id: string | null;
  phones: string[];
  hours: string;
  description: string;
  /** Absent for a shelter, whatever is stored. */
  address?: string;
}

/** A service as ADMIN manages it (GET/POST /api/admin/services, PUT /api/admin/services/{id}). */
export interface AdminService extends Omit<PublicService, 'address'> {
  address: string | null;
  public: boolean;
  acceptsReferrals: boolean;
  referralEmail: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  /** Referrals made to it so far (they stay when it is deactivated). */
  referralCount: number;
}

/** A service staff may refer an appeal to (GET /api/appeals/{id}/referral-services): the appeal's community first. */
export type ReferralTarget = Omit<PublicService, 'address'> & {
  /** 0: the appeal's community, 1: its region, 2: national. */
  rank: 0 | 1 | 2;
};

/** One step of a referral's history, oldest first. */
export interface ReferralStep {
  status: ReferralStatus;
  at: string;
  /** A staff member's name, or "партнер: <service>". */
  by: string;
  note?: string;
}

/** A referral as staff see it (GET/POST /api/appeals/{id}/referrals). */
export interface ReferralView {
  id: string;
  appealId: number;
  serviceId: string;
  service: { id: string; name: string; kind: ServiceKind; active: boolean } | null;
  status: ReferralStatus;
  share: ReferralShare;
  /** The person agreed to see the neutral line on /status. */
  tellPerson: boolean;
  note: string;
  createdAt: string;
  consent: { recordedById: number; recordedBy: string; recordedAt: string };
  /** Until when the partner's link works while the referral is open. */
  linkExpiresAt: string;
  history: ReferralStep[];
}

/**
 * What the partner sees through the link (GET and POST /api/referrals/{token}): the
 * request and the staff note, and the person's contact only when she agreed to share it.
 */
export interface PartnerReferralView {
  service: { name: string; kind: ServiceKind };
  status: ReferralStatus;
  share: ReferralShare;
  createdAt: string;
  expiresAt: string;
  /** The specialist's note to the service. */
  note: string;
  /** The kinds of help the person asked for, and where. */
  request: { assistance: string[]; region: string | null; community: string | null };
  /** Only when share is 'contact'. */
  person: { name: string; last_name: string | null; phone: string; safe_contact: SafeContact | null } | null;
  /** The answers the partner may give now. */
  next: PartnerAnswerStatus[];
  history: Array<Omit<ReferralStep, 'by'>>;
}
