import { serviceSchema, type ServiceBody } from '@dosyt/core/referral/referral.schema';
import { createService } from '@dosyt/functions/referrals/services';
import { isConditionFailure } from '@dosyt/functions/db/appeal-store';

/**
 * Demo services of the referral directory in the demo regions: every one
 * invented (names say «демо», numbers of the 000-00-xx kind, mail to example.org), so
 * nobody calls or mails a real organisation from a demo. The national help lines are
 * real and come with the reference data (core/src/referral/national-lines.ts).
 */
const POLTAVA = 53;
const POLTAVA_CITY = 'UA53080370000025447';
const KREMENCHUK = 'UA53020110000092487';
const KYIV = 80;
const KYIV_OBLAST = 32;
const BROVARY = 'UA32060050000030591';
const LVIV = 46;
const KHARKIV = 63;

const demo = (id: string, body: Omit<ServiceBody, 'hours' | 'description' | 'public'> & Partial<ServiceBody>) => ({
  id: `demo-${id}`,
  body: { hours: 'Пн–Пт 9:00–18:00', description: 'Вигадана служба для демонстрації платформи.', public: true, ...body } satisfies ServiceBody,
});

export const DEMO_SERVICES = [
  demo('poltava-shelter', {
    name: 'Притулок «Тиха гавань» (демо)',
    kind: 'shelter',
    region_id: POLTAVA,
    community_id: POLTAVA_CITY,
    phones: ['+38 (050) 000-00-01'],
    hours: 'Цілодобово',
    address: 'Адреса притулку не розголошується',
    acceptsReferrals: true,
    referralEmail: 'shelter.poltava@example.org',
  }),
  demo('poltava-legal', {
    name: 'Бюро правничої допомоги «Право поруч» (демо)',
    kind: 'legal',
    region_id: POLTAVA,
    phones: ['+38 (050) 000-00-02'],
    address: 'м. Полтава, вул. Вигадана, 1',
    acceptsReferrals: true,
    referralEmail: 'legal.poltava@example.org',
  }),
  demo('poltava-psy', {
    name: 'Центр психологічної підтримки «Опора» (демо)',
    kind: 'psychological',
    region_id: POLTAVA,
    community_id: POLTAVA_CITY,
    phones: ['+38 (050) 000-00-03'],
    acceptsReferrals: true,
    referralEmail: 'psy.poltava@example.org',
  }),
  demo('kremenchuk-social', {
    name: 'Мобільна бригада соціально-психологічної допомоги Кременчука (демо)',
    kind: 'social',
    region_id: POLTAVA,
    community_id: KREMENCHUK,
    phones: ['+38 (050) 000-00-04'],
    acceptsReferrals: true,
    referralEmail: 'mobile.kremenchuk@example.org',
  }),
  demo('poltava-medical', {
    name: 'Амбулаторія «Здоров’я» (демо)',
    kind: 'medical',
    region_id: POLTAVA,
    phones: ['+38 (050) 000-00-05'],
    acceptsReferrals: false,
  }),
  demo('kyiv-legal', {
    name: 'Київський центр правничої допомоги «Захист» (демо)',
    kind: 'legal',
    region_id: KYIV,
    phones: ['+38 (050) 000-00-06'],
    acceptsReferrals: true,
    referralEmail: 'legal.kyiv@example.org',
  }),
  demo('kyiv-shelter', {
    name: 'Кризовий центр «Прихисток» (демо)',
    kind: 'shelter',
    region_id: KYIV,
    phones: ['+38 (050) 000-00-07'],
    hours: 'Цілодобово',
    acceptsReferrals: true,
    referralEmail: 'shelter.kyiv@example.org',
    public: false,
  }),
  demo('brovary-social', {
    name: 'Броварська служба соціальної підтримки (демо)',
    kind: 'social',
    region_id: KYIV_OBLAST,
    community_id: BROVARY,
    phones: ['+38 (050) 000-00-08'],
    acceptsReferrals: true,
    referralEmail: 'social.brovary@example.org',
  }),
  demo('lviv-psy', {
    name: 'Львівський центр психологічної допомоги «Рівновага» (демо)',
    kind: 'psychological',
    region_id: LVIV,
    phones: ['+38 (050) 000-00-09'],
    acceptsReferrals: true,
    referralEmail: 'psy.lviv@example.org',
  }),
  demo('kharkiv-medical', {
    name: 'Харківський медичний кабінет «Турбота» (демо)',
    kind: 'medical',
    region_id: KHARKIV,
    phones: ['+38 (050) 000-00-10'],
    acceptsReferrals: true,
    referralEmail: 'medical.kharkiv@example.org',
  }),
];

/** Writes the demo services (an existing one is left as it is). */
export async function seedDemoServices(): Promise<void> {
  for (const { id, body } of DEMO_SERVICES) {
    try {
      await createService(serviceSchema.parse(body), id);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}
