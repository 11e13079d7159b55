/** The sign-in, second-factor and staff security answers of the API, as functions build them and the web reads them. */

/** POST /api/auth/login and /api/auth/login/code: a session, or the next step after a right password. */
export interface LoginAnswer {
  token?: string;
  message?: string;
  /** The password was right; a code from the authenticator app (or a recovery code) comes next. */
  twoFactorRequired?: boolean;
  /** The password was right; the person must set a second factor up before anything else. */
  twoFactorEnrolmentRequired?: boolean;
  /** Single-use, minutes long: only the code or enrolment step takes it. */
  challenge?: string;
}

/** A new TOTP secret to put in the authenticator app; it counts once confirmed with a code. */
export interface EnrolmentKey {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** otpauth://totp/..., what the QR code carries. */
  uri: string;
}

/** The ten single-use recovery codes, answered once: the table keeps only their hashes. */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
}

/** GET /api/users/two-factor: the caller's own second factor. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** An admin in the cloud, or everyone when the security setting says so: it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
  recoveryCodeCount: number;
}

/** Staff security an admin sets (GET for every signed-in person, PUT for admins). */
export interface SecuritySettings {
  /** Minutes without activity in the admin area before the session ends, 5 to 120. */
  idleMinutes: number;
  twoFactorForEveryone: boolean;
  updatedAt?: string;
}

/** POST /api/auth/registration: the same for a new and a known address (nothing tells them apart). */
export interface RegistrationAnswer {
  email: string;
  mail: 'queued';
  message: string;
}
