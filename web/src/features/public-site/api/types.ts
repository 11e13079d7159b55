/**
 * The content records of spec part 2 section 3, as a Strapi v5 REST API answers
 * them (the platform's own content service, or a real Strapi configured instead).
 * Everything is optional: the site must cope with whatever an editor left out.
 */

export interface MediaFormat {
  url: string;
  width?: number | null;
  height?: number | null;
}

export interface Media extends MediaFormat {
  id?: number;
  name?: string | null;
  alternativeText?: string | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', MediaFormat>> | null;
}

export interface Category {
  id: number;
  title?: string | null;
  slug?: string | null;
}

export interface Post {
  id: number;
  documentId?: string;
  slug: string;
  title?: string | null;
  description?: string | null;
  img?: Media | null;
  slides?: Media[] | null;
  categories?: Category[] | null;
  publishedAt?: string | null;
  link?: string | null;
  buttonText?: string | null;
}

export interface StrapiList<T> {
  data: T[];
  meta?: { pagination?: { page?: number; pageSize?: number; pageCount?: number; total?: number } };
}

type Item<T> = T & { id?: number };

export interface SiteInfo {
  logo?: Media | null;
  location?: string | null;
  link?: string | null;
  buttonText?: string | null;
  phone?: string | null;
  /** The organisation's messenger (core/src/content/organisation-contacts.ts). */
  messengerTitle?: string | null;
  messengerLink?: string | null;
  addresses?: Item<{ title?: string; text?: string }>[] | null;
  menuItems?: Item<{ title?: string; href?: string }>[] | null;
  socials?: Item<{ title?: string; url?: string; icon?: string }>[] | null;
}

export interface Hero {
  textLeft?: string | null;
  textRight?: string | null;
  img?: Media | null;
  helpLink?: string | null;
  buttonText?: string | null;
}

export interface Partners {
  title?: string | null;
  text?: string | null;
  slider?: Media[] | null;
  /** Carousel settings an editor may set; only `loop` is honoured (nothing ever plays by itself). */
  settings?: { loop?: boolean } | null;
}

export interface Problems {
  titleText?: string | null;
  sections?: Item<{ text?: string; description?: string; backgroundColor?: string; textColor?: string; src?: string }>[] | null;
}

export interface SoMath {
  titleText?: string | null;
  items?: Item<{ title?: string; text?: string }>[] | null;
  img?: Media | null;
  link?: string | null;
  buttonText?: string | null;
}

export interface Help {
  titleText?: string | null;
  description?: string | null;
  helpItems?: Item<{ image?: string; description?: string }>[] | null;
}

export interface Team {
  titleText?: string | null;
  description?: string | null;
  link?: string | null;
  buttonText?: string | null;
  items?: Item<{ name?: string; title?: string; src?: string }>[] | null;
  slides?: Media[] | null;
}

export interface VolunteerSearch {
  titleText?: string | null;
  /** Spelled so by the content service. */
  buttontText?: string | null;
  link?: string | null;
}

export type ContactItem = Item<{ number?: string; title?: string; description?: string }>;

export interface Contacts {
  titleText?: string | null;
  link?: string | null;
  buttonText?: string | null;
  items?: ContactItem[] | null;
}

export interface PoltavaContacts {
  titleText1?: string | null;
  titleText2?: string | null;
  items?: ContactItem[] | null;
}

export interface Coordinators {
  titleText?: string | null;
  items?: Item<{ name?: string; responsibility?: string; phone?: string; email?: string; photo?: string }>[] | null;
  photos?: Media[] | null;
}

/** Single-type collections of the landing, by API path, with the fixed slug of their one entry. */
export interface Sections {
  'site-infos': SiteInfo;
  heroes: Hero;
  partners: Partners;
  problems: Problems;
  'so-maths': SoMath;
  helps: Help;
  teams: Team;
  'search-volonters': VolunteerSearch;
  contacts: Contacts;
  'poltava-contacts': PoltavaContacts;
  coordiners: Coordinators;
}

export const SECTION_SLUGS: { [K in keyof Sections]: string } = {
  'site-infos': 'site-info',
  heroes: 'hero',
  partners: 'partner',
  problems: 'problem',
  'so-maths': 'so-math',
  helps: 'help',
  teams: 'team',
  'search-volonters': 'search-volonter',
  contacts: 'contact',
  'poltava-contacts': 'poltava-contact',
  coordiners: 'coordiner',
};
