import { LANDING_MENU } from '@dosyt/core/content/landing-menu';

/** Business constants of the public site. */

export const SITE_NAME = 'Проєкт Досить';

/** Posts appear 3 at a time; 'Переглянути більше' adds 3. */
export const POSTS_STEP = 3;

/** Defaults shown when the content service has nothing or fails. */
export const DEFAULTS = {
  location: 'Полтавська обл.',
  supportButton: 'Підтримати нас',
  supportLink: '/#support',
  mediaButton: 'Читати далі',
  emptyPosts: 'Назараз не має публікацій в цій категоріі',
  loadMore: 'Переглянути більше',
} as const;

/** The header menu: the landing's section anchors (core/src/content/landing-menu.ts). */
export const DEFAULT_MENU = LANDING_MENU;

export const EVENT_TABS = [
  { title: 'Анонси', category: 'announcements' },
  { title: 'Ініціативи', category: 'initiatives' },
] as const;

export const MEDIA_TABS = [
  { title: 'Ми в змі', category: 'in-media' },
  { title: 'Блог', category: 'blog' },
] as const;

/** The media category: 'Всі' in the reports shows every post but these. */
export const MEDIA_CATEGORY = 'in-media';
export const ALL_CATEGORY = 'all';

export const REPORT_CATEGORIES = [
  { title: 'Всі', slug: ALL_CATEGORY },
  { title: 'Зустрічі з жінками в ТГ', slug: 'tg-meetings' },
  { title: 'Наші новини', slug: 'news' },
  { title: 'Допомога постраждалим', slug: 'victim-help' },
  { title: 'Навчання', slug: 'training' },
  { title: 'Допомога речами', slug: 'goods-help' },
] as const;
