/**
 * The national lines a person can call today from anywhere in Ukraine, built into the
 * page so they show before (and without) any request: La Strada-Ukraine's national
 * hotline on domestic violence (116 123 from a mobile, 0 800 500 335 from any phone),
 * the government's hotline 15-47 and the police, 102.
 */
export const NATIONAL_LINES = [
  {
    id: 'national-police',
    kind: 'police',
    name: 'Поліція',
    phones: ['102'],
    hours: 'Цілодобово',
    description: 'Якщо вам або дітям загрожує небезпека просто зараз.',
  },
  {
    id: 'national-la-strada',
    kind: 'hotline',
    name: 'Національна гаряча лінія з питань запобігання домашньому насильству',
    phones: ['116 123', '0 800 500 335'],
    hours: 'Цілодобово, безоплатно',
    description: 'Консультації психолога та юриста, анонімно. 116 123 — з мобільного, 0 800 500 335 — з будь-якого телефону.',
  },
  {
    id: 'national-1547',
    kind: 'hotline',
    name: 'Урядова гаряча лінія з питань протидії домашньому насильству',
    phones: ['15-47'],
    hours: 'Цілодобово, безоплатно',
    description: 'Приймає повідомлення про домашнє насильство та підкаже, куди звернутися у вашій громаді.',
  },
] as const;
