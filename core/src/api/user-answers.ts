/** What the users routes answer: read by the web's user lists, profile and chat. */

/** A staff member as the user lists send them: GET /api/users, /all, /region/{regionId}. */
export interface StaffUser {
  id: number;
  name: string;
  last_name: string;
  phone: string;
  email: string;
  responsability?: string | null;
  institution?: string | null;
  assistance_id?: { id: number; description: string }[] | null;
  region_id?: number | string | null;
  community_id?: number | string | null;
  community?: { name?: string; region?: string; adminCenter?: string; region_id?: number | string } | null;
  roles?: unknown;
  isActive: boolean;
  emailVerified?: boolean;
  isOnline?: boolean;
  workStatus?: boolean | string | number | null;
  updatedAt?: string | null;
  /** Types of help the person asked to carry, waiting for an admin's decision; null when none waits. */
  pendingAssistanceIds?: number[] | null;
  /** Admin list only: a second factor is set up. */
  twoFactor?: boolean;
}

/** GET /api/users/profile/{userId}: the person's own (or, for an admin, anyone's) profile. */
export interface Profile {
  id?: number;
  name: string;
  last_name: string;
  phone: string;
  responsability: string;
  institution: string;
  assistance_id?: { id: number; description?: string }[] | number[];
  region_id?: number | string | null;
  community_id?: number | string | null;
  /** Types of help the person asked to carry, waiting for an admin's decision; null when none waits. */
  pendingAssistanceIds?: number[] | null;
  /** false: 'Не працюю' (vacation, sick leave); no appeals are distributed to the person. */
  workStatus?: boolean;
}

/** The mail-sending account steps (forgot and reset password): a message for the screen, when there is one. */
export interface MessageAnswer {
  message?: string;
}

/** POST /api/email/registration, /api/email/change-access: the mail is queued (the jobs function sends it). */
export interface MailQueuedAnswer {
  message: string;
  mail: 'queued';
}

/** POST /api/users/online/{userId}, /offline/{userId}: the person's presence as stored. */
export interface PresenceAnswer {
  id: number;
  isOnline: boolean;
}
