import type { ServiceKind } from '@dosyt/core/referral/referral';

/**
 * The national lines a person in Ukraine can call today, free of charge, shown on
 * /services ("Куди звернутися") for every place. Written when missing (an admin may
 * edit or deactivate them). They take no referrals through the platform: a person
 * calls them herself.
 *
 * Sources (checked when this list was written):
 * - Національна гаряча лінія з попередження домашнього насильства, торгівлі людьми та
 *   гендерної дискримінації, ГО «Ла Страда-Україна»: 116 123 (з мобільного),
 *   0 800 500 335 (зі стаціонарного), цілодобово, безкоштовно — https://la-strada.org.ua
 * - Урядова гаряча лінія з питань запобігання домашньому насильству, насильству за
 *   ознакою статі та насильству стосовно дітей, Урядовий контактний центр: 15-47,
 *   цілодобово, безкоштовно — https://ukc.gov.ua
 * - Національна поліція України: 102, екстрений виклик — https://www.npu.gov.ua
 */
export interface NationalService {
  id: string;
  name: string;
  kind: ServiceKind;
  phones: string[];
  hours: string;
  description: string;
}

export const NATIONAL_SERVICES: readonly NationalService[] = [
  {
    id: 'national-la-strada',
    name: 'Національна гаряча лінія з попередження домашнього насильства («Ла Страда-Україна»)',
    kind: 'hotline',
    phones: ['116 123', '0 800 500 335'],
    hours: 'Цілодобово, безкоштовно',
    description:
      'Консультації психолога та юриста для людей, які постраждали від домашнього насильства, торгівлі людьми чи дискримінації. 116 123 — з мобільного, 0 800 500 335 — зі стаціонарного телефону.',
  },
  {
    id: 'national-1547',
    name: 'Урядова гаряча лінія з питань протидії домашньому насильству',
    kind: 'hotline',
    phones: ['15-47'],
    hours: 'Цілодобово, безкоштовно',
    description: 'Урядовий контактний центр: консультації щодо захисту від домашнього насильства, насильства за ознакою статі та насильства стосовно дітей.',
  },
  {
    id: 'national-police',
    name: 'Національна поліція',
    kind: 'police',
    phones: ['102'],
    hours: 'Цілодобово',
    description: 'Якщо вам загрожує небезпека зараз — телефонуйте 102.',
  },
];
