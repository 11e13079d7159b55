/**
 * The public content model (spec part 2 section 3): every collection the
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
  /** A single-type record: the one entry has this fixed slug (spec: team, contact, ...). */
  singleSlug?: string;
  fields: Record<string, FieldSpec>;
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

/** Field kinds that Strapi returns only when asked with `populate`. */
export const POPULATED_KINDS = new Set<FieldSpec['kind']>(['media', 'media-list', 'relation', 'components']);

const slug: FieldSpec = { kind: 'string', label: 'Slug', max: 120 };
const byId = { field: 'id', order: 'asc' } as const;

const contactItem = {
  number: { kind: 'string', label: 'Номер', max: 40 },
  title: { kind: 'string', label: 'Назва', max: 200 },
  description: { kind: 'text', label: 'Опис', max: 1000 },
} as const;

export const COLLECTIONS: Record<string, CollectionSpec> = {
  'site-infos': {
    name: 'site-infos',
    title: 'Загальна інформація сайту',
    singleSlug: 'site-info',
    defaultSort: byId,
    fields: {
      slug,
      logo: { kind: 'media', label: 'Логотип' },
      location: { kind: 'string', label: 'Місце роботи', max: 120 },
      link: { kind: 'link', label: 'Посилання кнопки підтримки' },
      buttonText: { kind: 'string', label: 'Текст кнопки підтримки', max: 60 },
      // The organisation's contacts (core/src/content/organisation-contacts.ts): the appeal form and the footer show them.
      phone: { kind: 'phone', label: 'Телефон організації', max: 40 },
      messengerTitle: { kind: 'string', label: 'Назва месенджера', max: 40 },
      messengerLink: { kind: 'messenger', label: 'Посилання на месенджер', max: 300 },
      addresses: {
        kind: 'components',
        label: 'Адреси',
        maxItems: 5,
        item: { title: { kind: 'string', label: 'Назва адреси', max: 120 }, text: { kind: 'string', label: 'Адреса', max: 300 } },
      },
      menuItems: {
        kind: 'components',
        label: 'Пункти меню',
        maxItems: 12,
        item: { title: { kind: 'string', label: 'Назва', max: 60 }, href: { kind: 'link', label: 'Посилання' } },
      },
      socials: {
        kind: 'components',
        label: 'Соціальні мережі',
        maxItems: 8,
        item: {
          title: { kind: 'string', label: 'Назва', max: 60 },
          url: { kind: 'link', label: 'Посилання' },
          icon: { kind: 'string', label: 'Іконка (facebook, instagram, telegram, youtube, viber)', max: 20 },
        },
      },
      icons: { kind: 'media-list', label: 'Іконки' },
    },
  },
  heroes: {
    name: 'heroes',
    title: 'Головний блок (про нас)',
    singleSlug: 'hero',
    defaultSort: byId,
    fields: {
      slug,
      textLeft: { kind: 'text', label: 'Текст ліворуч', max: 600 },
      textRight: { kind: 'text', label: 'Текст праворуч', max: 1500 },
      img: { kind: 'media', label: 'Зображення' },
      helpLink: { kind: 'link', label: 'Посилання кнопки допомоги' },
      buttonText: { kind: 'string', label: 'Текст кнопки допомоги', max: 60 },
    },
  },
  partners: {
    name: 'partners',
    title: 'Партнери',
    singleSlug: 'partner',
    defaultSort: byId,
    fields: {
      slug,
      title: { kind: 'string', label: 'Заголовок', max: 200 },
      text: { kind: 'text', label: 'Текст', max: 1500 },
      slider: { kind: 'media-list', label: 'Логотипи партнерів' },
      settings: { kind: 'json', label: 'Налаштування каруселі' },
    },
  },
  problems: {
    name: 'problems',
    title: 'Проблеми',
    singleSlug: 'problem',
    defaultSort: byId,
    fields: {
      slug,
      titleText: { kind: 'string', label: 'Заголовок', max: 200 },
      sections: {
        kind: 'components',
        label: 'Картки',
        maxItems: 12,
        item: {
          text: { kind: 'string', label: 'Заголовок картки', max: 200 },
          description: { kind: 'text', label: 'Опис', max: 1500 },
          backgroundColor: { kind: 'color', label: 'Колір тла' },
          textColor: { kind: 'color', label: 'Колір тексту' },
          src: { kind: 'image-url', label: 'Зображення' },
        },
      },
    },
  },
  'so-maths': {
    name: 'so-maths',
    title: 'Картки «так математика»',
    singleSlug: 'so-math',
    defaultSort: byId,
    fields: {
      slug,
      titleText: { kind: 'string', label: 'Заголовок', max: 200 },
      items: {
        kind: 'components',
        label: 'Картки',
        maxItems: 12,
        item: { title: { kind: 'string', label: 'Число або заголовок', max: 60 }, text: { kind: 'text', label: 'Текст', max: 600 } },
      },
      img: { kind: 'media', label: 'Зображення' },
      link: { kind: 'link', label: 'Посилання кнопки' },
      buttonText: { kind: 'string', label: 'Текст кнопки', max: 60 },
    },
  },
  helps: {
    name: 'helps',
    title: 'Допомога',
    singleSlug: 'help',
    defaultSort: byId,
    fields: {
      slug,
      titleText: { kind: 'string', label: 'Заголовок', max: 200 },
      description: { kind: 'text', label: 'Опис', max: 1500 },
      helpItems: {
        kind: 'components',
        label: 'Види допомоги',
        maxItems: 16,
        item: { image: { kind: 'image-url', label: 'Зображення' }, description: { kind: 'text', label: 'Опис', max: 600 } },
      },
    },
  },
  posts: {
    name: 'posts',
    title: 'Публікації',
    defaultSort: { field: 'id', order: 'desc' },
    fields: {
      slug,
      title: { kind: 'string', label: 'Заголовок', max: 200, required: true },
      description: { kind: 'richtext', label: 'Текст', max: 40_000 },
      img: { kind: 'media', label: 'Зображення' },
      slides: { kind: 'media-list', label: 'Слайди' },
      categories: { kind: 'relation', label: 'Категорії', target: 'categories' },
      link: { kind: 'link', label: 'Зовнішнє посилання' },
      buttonText: { kind: 'string', label: 'Текст кнопки', max: 60 },
    },
  },
  categories: {
    name: 'categories',
    title: 'Категорії',
    defaultSort: byId,
    fields: {
      title: { kind: 'string', label: 'Назва', max: 100, required: true },
      slug,
    },
  },
  teams: {
    name: 'teams',
    title: 'Команда',
    singleSlug: 'team',
    defaultSort: byId,
    fields: {
      slug,
      titleText: { kind: 'string', label: 'Заголовок', max: 200 },
      description: { kind: 'text', label: 'Опис', max: 1500 },
      link: { kind: 'link', label: 'Посилання кнопки' },
      buttonText: { kind: 'string', label: 'Текст кнопки', max: 60 },
      items: {
        kind: 'components',
        label: 'Учасники',
        maxItems: 30,
        item: {
          name: { kind: 'string', label: "Ім'я", max: 120 },
          title: { kind: 'string', label: 'Роль', max: 200 },
          src: { kind: 'image-url', label: 'Фото' },
        },
      },
      slides: { kind: 'media-list', label: 'Слайди' },
    },
  },
  'search-volonters': {
    name: 'search-volonters',
    title: 'Пошук волонтерів',
    singleSlug: 'search-volonter',
    defaultSort: byId,
    fields: {
      slug,
      titleText: { kind: 'text', label: 'Заголовок', max: 400 },
      // Spelled so in the spec and the client that reads it.
      buttontText: { kind: 'string', label: 'Текст кнопки', max: 60 },
      link: { kind: 'link', label: 'Посилання кнопки' },
    },
  },
  contacts: {
    name: 'contacts',
    title: 'Контакти',
    singleSlug: 'contact',
    defaultSort: byId,
    fields: {
      slug,
      titleText: { kind: 'string', label: 'Заголовок', max: 200 },
      link: { kind: 'link', label: 'Посилання додаткової кнопки' },
      buttonText: { kind: 'string', label: 'Текст додаткової кнопки', max: 60 },
      items: { kind: 'components', label: 'Контакти', maxItems: 20, item: contactItem },
    },
  },
  'poltava-contacts': {
    name: 'poltava-contacts',
    title: 'Контакти Полтавщини',
    singleSlug: 'poltava-contact',
    defaultSort: byId,
    fields: {
      slug,
      titleText1: { kind: 'string', label: 'Заголовок', max: 200 },
      titleText2: { kind: 'string', label: 'Підзаголовок', max: 200 },
      items: { kind: 'components', label: 'Контакти', maxItems: 20, item: contactItem },
    },
  },
  coordiners: {
    name: 'coordiners',
    title: 'Координатори',
    singleSlug: 'coordiner',
    defaultSort: byId,
    fields: {
      slug,
      titleText: { kind: 'string', label: 'Заголовок', max: 200 },
      items: {
        kind: 'components',
        label: 'Координатори',
        maxItems: 30,
        item: {
          name: { kind: 'string', label: "Ім'я", max: 120 },
          responsibility: { kind: 'string', label: 'Відповідальність', max: 300 },
          phone: { kind: 'string', label: 'Телефон', max: 40 },
          email: { kind: 'string', label: 'Email', max: 120 },
          photo: { kind: 'string', label: 'Назва файлу фото', max: 200 },
        },
      },
      photos: { kind: 'media-list', label: 'Фото координаторів' },
    },
  },
};

export type CollectionName = keyof typeof COLLECTIONS;

/** Attributes every entry has besides its own fields. */
export const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'] as const;

export function collectionSpec(name: string): CollectionSpec | undefined {
  return Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
}

/** Attributes a filter or sort may name directly: system fields and scalar fields. */
export function scalarFieldNames(spec: CollectionSpec): string[] {
  return [...SYSTEM_FIELDS, ...Object.entries(spec.fields).filter(([, f]) => !POPULATED_KINDS.has(f.kind) && f.kind !== 'json').map(([n]) => n)];
}
