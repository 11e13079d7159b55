import type { ServiceKind } from './referral';

/**
 * The national lines a person in Ukraine can call today, free of charge, from anywhere.
 * One list for both sides: the seed writes them as services when missing (an admin may
 * edit or deactivate them there; they take no referrals, a person calls them herself),
 * and the public page shows them before, and without, any request.
 *
 * Sources (checked when this list was written):
 * - Національна гаряча лінія з попередження домашнього насильства, торгівлі людьми та
 *   гендерної дискримінації, ГО «Ла Страда-Україна»: 116 123 (з мобільного),
 *   0 800 500 335 (зі стаціонарного), цілодобово, безкоштовно — https://la-strada.org.ua
 * - Урядова гаряча лінія з питань запобігання домашньому насильству, насильству за
 *   ознакою статі та насильству стосовно дітей, Урядовий контактний центр: 15-47,
 *   цілодобово, безкоштовно — https://ukc.gov.ua
 * - Національна поліція України: 102, екстрений виклик — https://www.npu.gov.ua
 *
 * Phones are written as a person dials them and as the sources print them: short
 * numbers as they are (102, 15-47, 116 123), the free 0 800 line in groups; serviceTelHref
 * turns each into its call link (tel:102, tel:1547, tel:116123, tel:+380800500335).
 */
export interface NationalLine {
  id: string;
  name: string;
  kind: ServiceKind;
  phones: readonly string[];
  hours: string;
  description: string;
}

/** In the order a person in danger needs them: the police first. */
export const NATIONAL_LINES: readonly NationalLine[] = [
  {
    id: 'national-police',
    name: 'Національна поліція',
    kind: 'police',
    phones: ['102'],
    hours: 'Цілодобово',
    description: 'Якщо вам або дітям загрожує небезпека просто зараз — телефонуйте 102.',
  },
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
    description:
      'Урядовий контактний центр: консультації щодо захисту від домашнього насильства, насильства за ознакою статі та насильства стосовно дітей; підкаже, куди звернутися у вашій громаді.',
  },
];
