import { LANDING_MENU } from '@dosyt/core/content/landing-menu';

/**
 * The public site's content skeleton: the entries a new stage needs before an admin can
 * edit anything in /admin/content. The admin screen edits existing entries only (posts
 * are the one collection it creates), so every single-type section and every category
 * must exist from the first deploy.
 *
 * Only structure goes here: each section's slug, its heading and its button, the header
 * menu and the categories the site's tabs are keyed by. No phone number, address, name,
 * image or post: the organisation writes its own, and a public site for people at risk
 * must never show a contact nobody checked. The local demo content (infra/local/seed/content.ts)
 * fills the same entries with sample texts.
 */

/** One record of a content collection, as the content entity stores it. */
export interface SkeletonEntry {
  collection: string;
  id: number;
  documentId: string;
  fields: Record<string, unknown>;
}

/** The categories posts are filed under; the public site's tabs name them by slug. */
export const CONTENT_CATEGORIES = [
  { id: 1, title: 'Всі', slug: 'all' },
  { id: 2, title: 'Зустрічі з жінками в ТГ', slug: 'tg-meetings' },
  { id: 3, title: 'Наші новини', slug: 'news' },
  { id: 4, title: 'Допомога постраждалим', slug: 'victim-help' },
  { id: 5, title: 'Навчання', slug: 'training' },
  { id: 6, title: 'Допомога речами', slug: 'goods-help' },
  { id: 7, title: 'Анонси', slug: 'announcements' },
  { id: 8, title: 'Ініціативи', slug: 'initiatives' },
  { id: 9, title: 'Ми в змі', slug: 'in-media' },
  { id: 10, title: 'Блог', slug: 'blog' },
] as const;

/** The header menu: the landing's section anchors (core/src/content/landing-menu.ts). */
export const SKELETON_MENU = LANDING_MENU;

/** Stable document ids: the same entry keeps its id on every stage and every seed. */
export const skeletonDocumentId = (n: number): string => `c${String(n).padStart(23, '0')}`;

/** Every single-type section with its fixed slug, headings and buttons; lists empty. */
const SECTIONS: Array<[collection: string, slug: string, fields: Record<string, unknown>]> = [
  [
    'site-infos',
    'site-info',
    {
      logo: null,
      location: 'Полтавська обл.',
      link: '/support',
      buttonText: 'Підтримати нас',
      addresses: [],
      menuItems: SKELETON_MENU.map((item) => ({ ...item })),
      socials: [],
      icons: [],
    },
  ],
  ['heroes', 'hero', { textLeft: 'Ви не одні. Допомога поруч', textRight: '', img: null, helpLink: '/help-form', buttonText: 'Звернутися по допомогу' }],
  ['partners', 'partner', { title: 'Наші партнери', text: '', slider: [], settings: { loop: true, autoplay: false } }],
  ['problems', 'problem', { titleText: 'З чим ми допомагаємо', sections: [] }],
  ['helps', 'help', { titleText: 'Яку допомогу можна отримати', description: '', helpItems: [] }],
  ['teams', 'team', { titleText: 'Наша команда', description: '', link: '/support', buttonText: 'Долучитися до команди', items: [], slides: [] }],
  ['coordiners', 'coordiner', { titleText: 'Координаторки в громадах', items: [], photos: [] }],
  ['search-volonters', 'search-volonter', { titleText: 'Шукаємо волонтерок і волонтерів', buttontText: 'Стати волонтером', link: '/support' }],
  ['contacts', 'contact', { titleText: 'Куди звернутися по допомогу', link: '/help-form', buttonText: 'Залишити звернення онлайн', items: [] }],
  ['poltava-contacts', 'poltava-contact', { titleText1: 'Полтавська область', titleText2: 'Екстрені служби і допомога на місці', items: [] }],
  ['so-maths', 'so-math', { titleText: 'Ось така математика', items: [], img: null, link: '/help-form', buttonText: 'Попросити про допомогу' }],
];

/** The skeleton's entries: the sections (id 1 each), then the categories. */
export function contentSkeleton(): SkeletonEntry[] {
  const sections = SECTIONS.map(([collection, slug, fields]) => ({ collection, id: 1, fields: { slug, ...fields } }));
  const categories = CONTENT_CATEGORIES.map((c) => ({ collection: 'categories', id: c.id, fields: { title: c.title, slug: c.slug } }));
  return [...sections, ...categories].map((entry, i) => ({ ...entry, documentId: skeletonDocumentId(i + 1) }));
}
