import type { ServiceKind } from '@dosyt/core/referral/referral';
import type { ServiceBody } from '@dosyt/core/referral/referral.schema';
import type { AdminService } from '../types';

/** The service form as typed: selects and boxes hold strings, the phones one line. */
export interface ServiceFormValues {
  name: string;
  kind: ServiceKind | '';
  /** '' : the whole country (a national line). */
  region_id: string;
  /** '' : the whole region. */
  community_id: string;
  /** Several numbers separated by commas or semicolons. */
  phones: string;
  hours: string;
  description: string;
  address: string;
  public: boolean;
  acceptsReferrals: boolean;
  referralEmail: string;
}

export const SERVICE_FIELD_ORDER = ['name', 'kind', 'region_id', 'community_id', 'phones', 'hours', 'description', 'address', 'referralEmail'] as const;

export const emptyServiceForm = (): ServiceFormValues => ({
  name: '',
  kind: '',
  region_id: '',
  community_id: '',
  phones: '',
  hours: '',
  description: '',
  address: '',
  public: true,
  acceptsReferrals: false,
  referralEmail: '',
});

export function serviceFormValues(service: AdminService): ServiceFormValues {
  return {
    name: service.name,
    kind: service.kind,
    region_id: service.region_id === null ? '' : String(service.region_id),
    community_id: service.community_id ?? '',
    phones: service.phones.join(', '),
    hours: service.hours,
    description: service.description,
    address: service.address ?? '',
    public: service.public,
    acceptsReferrals: service.acceptsReferrals,
    referralEmail: service.referralEmail ?? '',
  };
}

/** The body the form sends (the server checks it again with the same schema). */
export function serviceBodyOf(values: ServiceFormValues, active?: boolean): ServiceBody {
  return {
    name: values.name,
    kind: values.kind as ServiceKind,
    region_id: values.region_id === '' ? null : Number(values.region_id),
    community_id: values.community_id || null,
    phones: values.phones
      .split(/[,;\n]/)
      .map((p) => p.trim())
      .filter(Boolean),
    hours: values.hours,
    description: values.description,
    address: values.address || null,
    public: values.public,
    acceptsReferrals: values.acceptsReferrals,
    // Only a service that takes referrals keeps an address for them.
    referralEmail: values.acceptsReferrals ? values.referralEmail || null : null,
    ...(active === undefined ? {} : { active }),
  };
}

/** A stored service sent back unchanged but for `active` (deactivate, restore). */
export const serviceBodyWithActive = (service: AdminService, active: boolean): ServiceBody => serviceBodyOf(serviceFormValues(service), active);
