/** A staff member as the user lists send it (spec part 1 section 3). */
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
  /** Admin list only: a second factor is set up (issue 20). */
  twoFactor?: boolean;
}
