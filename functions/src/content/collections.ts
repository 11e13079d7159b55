/**
 * The public content model: every collection the
 * Strapi-shaped API serves, its fields and how each is stored, filtered,
 * populated, validated and edited. The admin screen renders its forms from
 * this description (GET /api/admin/content/schema), so there is one source.
 */

/** Values the editor types: plain, long, HTML, a link, an own-origin image path, a colour, a phone, a messenger link. */
export type ScalarKind = 'string' | 'text' | 'richtext' | 'link' | 'image-url' | 'color' | 'phone' | 'messenger';

export type FieldSpec =
  | { kind: ScalarKind; label: string; max?: number; required?: boolean }
  | { kind: 'json'; label: string }
  | { kind: 'media'; label: string }
  | { kind: 'media-list'; label: string }
  | { kind: 'relation'; label: string; target: 'categories' }
  | { kind: 'components'; label: string; item: Record<string, { kind: ScalarKind; label: string; max?: number }>; maxItems?: number };

export interface CollectionSpec {
  /** Path segment of the API (/api/{name}). */
  name: string;
  /** Shown in the admin screen. */
  title: string;
  /** A single-type record: the one entry has this fixed slug (team, contact, ...). */
  singleSlug?: string;
  fields: Record<string, FieldSpec>;
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

/** Field kinds that Strapi returns only when asked with `populate`. */
export const POPULATED_KINDS = new Set<FieldSpec['kind']>(['media', 'media-list', 'relation', 'components']);

const slug = { kind: 'string', label: 'Slug', max: 120 } as const satisfies FieldSpec;
const byId = { field: 'id', order: 'asc' } as const;

// Fields several sections have, alike in label and limit. Each keeps its kind in its
// type (as do the collections below), so contract-check.ts can hold them to the contract.
const heading = { kind: 'string', label: 'Заголовок', max: 200 } as const satisfies FieldSpec;
const description = { kind: 'text', label: 'Опис', max: 1500 } as const satisfies FieldSpec;
const buttonLink = { kind: 'link', label: 'Посилання кнопки' } as const satisfies FieldSpec;
const buttonText = { kind: 'string', label: 'Текст кнопки', max: 60 } as const satisfies FieldSpec;
const image = { kind: 'media', label: 'Зображення' } as const satisfies FieldSpec;
const slides = { kind: 'media-list', label: 'Слайди' } as const satisfies FieldSpec;

type CardItem = Extract<FieldSpec, { kind: 'components' }>['item'];

/** A list of cards or links, each with the fields of `item`. */
function cards<const I extends CardItem>(label: string, maxItems: number, item: I) {
  return { kind: 'components', label, maxItems, item } as const satisfies FieldSpec;
}

/** A collection as written here, its name and its fields' kinds kept in its type. */
const collection = <const S extends CollectionSpec>(spec: S): S => spec;

/** A single-type record of the public site: one entry with a fixed slug, its slug field first. */
function singleType<const N extends string, const F extends Record<string, FieldSpec>>(name: N, title: string, singleSlug: string, fields: F) {
  return collection({ name, title, singleSlug, defaultSort: byId, fields: { slug, ...fields } });
}

const contactItem = {
  number: { kind: 'string', label: 'Номер', max: 40 },
  title: { kind: 'string', label: 'Назва', max: 200 },
  description: { kind: 'text', label: 'Опис', max: 1000 },
} as const;

const personName = { kind: 'string', label: "Ім'я", max: 120 } as const;

const SPECS = [
  singleType('site-infos', 'Загальна інформація сайту', 'site-info', {
    logo: { kind: 'media', label: 'Логотип' },
    location: { kind: 'string', label: 'Місце роботи', max: 120 },
    link: { kind: 'link', label: 'Посилання кнопки підтримки' },
    buttonText: { kind: 'string', label: 'Текст кнопки підтримки', max: 60 },
    // The organisation's contacts (core/src/content/organisation-contacts.ts): the appeal form and the footer show them.
    phone: { kind: 'phone', label: 'Телефон організації', max: 40 },
    messengerTitle: { kind: 'string', label: 'Назва месенджера', max: 40 },
    messengerLink: { kind: 'messenger', label: 'Посилання на месенджер', max: 300 },
    addresses: cards('Адреси', 5, { title: { kind: 'string', label: 'Назва адреси', max: 120 }, text: { kind: 'string', label: 'Адреса', max: 300 } }),
    menuItems: cards('Пункти меню', 12, { title: { kind: 'string', label: 'Назва', max: 60 }, href: { kind: 'link', label: 'Посилання' } }),
    socials: cards('Соціальні мережі', 8, {
      title: { kind: 'string', label: 'Назва', max: 60 },
      url: { kind: 'link', label: 'Посилання' },
      icon: { kind: 'string', label: 'Іконка (facebook, instagram, telegram, youtube, viber)', max: 20 },
    }),
    icons: { kind: 'media-list', label: 'Іконки' },
  }),
  singleType('heroes', 'Головний блок (про нас)', 'hero', {
    textLeft: { kind: 'text', label: 'Текст ліворуч', max: 600 },
    textRight: { kind: 'text', label: 'Текст праворуч', max: 1500 },
    img: image,
    helpLink: { kind: 'link', label: 'Посилання кнопки допомоги' },
    buttonText: { kind: 'string', label: 'Текст кнопки допомоги', max: 60 },
  }),
  singleType('partners', 'Партнери', 'partner', {
    title: heading,
    text: { kind: 'text', label: 'Текст', max: 1500 },
    slider: { kind: 'media-list', label: 'Логотипи партнерів' },
    settings: { kind: 'json', label: 'Налаштування каруселі' },
  }),
  singleType('problems', 'Проблеми', 'problem', {
    titleText: heading,
    sections: cards('Картки', 12, {
      text: { kind: 'string', label: 'Заголовок картки', max: 200 },
      description: { kind: 'text', label: 'Опис', max: 1500 },
      backgroundColor: { kind: 'color', label: 'Колір тла' },
      textColor: { kind: 'color', label: 'Колір тексту' },
      src: { kind: 'image-url', label: 'Зображення' },
    }),
  }),
  singleType('so-maths', 'Картки «так математика»', 'so-math', {
    titleText: heading,
    items: cards('Картки', 12, { title: { kind: 'string', label: 'Число або заголовок', max: 60 }, text: { kind: 'text', label: 'Текст', max: 600 } }),
    img: image,
    link: buttonLink,
    buttonText,
  }),
  singleType('helps', 'Допомога', 'help', {
    titleText: heading,
    description,
    helpItems: cards('Види допомоги', 16, { image: { kind: 'image-url', label: 'Зображення' }, description: { kind: 'text', label: 'Опис', max: 600 } }),
  }),
  collection({
    name: 'posts',
    title: 'Публікації',
    defaultSort: { field: 'id', order: 'desc' },
    fields: {
      slug,
      title: { kind: 'string', label: 'Заголовок', max: 200, required: true },
      description: { kind: 'richtext', label: 'Текст', max: 40_000 },
      img: image,
      slides,
      categories: { kind: 'relation', label: 'Категорії', target: 'categories' },
      link: { kind: 'link', label: 'Зовнішнє посилання' },
      buttonText,
    },
  }),
  collection({
    name: 'categories',
    title: 'Категорії',
    defaultSort: byId,
    fields: {
      title: { kind: 'string', label: 'Назва', max: 100, required: true },
      slug,
    },
  }),
  singleType('teams', 'Команда', 'team', {
    titleText: heading,
    description,
    link: buttonLink,
    buttonText,
    items: cards('Учасники', 30, { name: personName, title: { kind: 'string', label: 'Роль', max: 200 }, src: { kind: 'image-url', label: 'Фото' } }),
    slides,
  }),
  singleType('search-volonters', 'Пошук волонтерів', 'search-volonter', {
    titleText: { kind: 'text', label: 'Заголовок', max: 400 },
    // Spelled so in the client that reads it.
    buttontText: buttonText,
    link: buttonLink,
  }),
  singleType('contacts', 'Контакти', 'contact', {
    titleText: heading,
    link: { kind: 'link', label: 'Посилання додаткової кнопки' },
    buttonText: { kind: 'string', label: 'Текст додаткової кнопки', max: 60 },
    items: cards('Контакти', 20, contactItem),
  }),
  singleType('poltava-contacts', 'Контакти Полтавщини', 'poltava-contact', {
    titleText1: heading,
    titleText2: { kind: 'string', label: 'Підзаголовок', max: 200 },
    items: cards('Контакти', 20, contactItem),
  }),
  singleType('coordiners', 'Координатори', 'coordiner', {
    titleText: heading,
    items: cards('Координатори', 30, {
      name: personName,
      responsibility: { kind: 'string', label: 'Відповідальність', max: 300 },
      phone: { kind: 'string', label: 'Телефон', max: 40 },
      email: { kind: 'string', label: 'Email', max: 120 },
      photo: { kind: 'string', label: 'Назва файлу фото', max: 200 },
    }),
    photos: { kind: 'media-list', label: 'Фото координаторів' },
  }),
];

/** Each collection's fields as written above, by its name (for contract-check.ts). */
export type FieldsByCollection = { [S in (typeof SPECS)[number] as S['name']]: S['fields'] };

export const COLLECTIONS: Record<string, CollectionSpec> = Object.fromEntries(SPECS.map((spec) => [spec.name, spec]));

export type CollectionName = keyof typeof COLLECTIONS;

/** Attributes every entry has besides its own fields. */
export const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'] as const;

export function collectionSpec(name: string): CollectionSpec | undefined {
  return Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
}

/** Attributes a filter or sort may name directly: system fields and scalar fields. */
export function scalarFieldNames(spec: CollectionSpec): string[] {
  return [
    ...SYSTEM_FIELDS,
    ...Object.entries(spec.fields)
      .filter(([, f]) => !POPULATED_KINDS.has(f.kind) && f.kind !== 'json')
      .map(([n]) => n),
  ];
}
