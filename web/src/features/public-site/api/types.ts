import type { ContentEntry, StrapiMedia } from '@dosyt/core/api/content-answers';

/**
 * The public site's names for what the content routes answer: the API contract's
 * types (core/src/api/content-answers.ts), as the platform's content service (or a
 * Strapi configured instead) answers them. Attributes an editor left empty are null.
 */
export type Media = StrapiMedia;
export type Post = ContentEntry<'posts'>;
export type Category = ContentEntry<'categories'>;
export type ContactItem = NonNullable<ContentEntry<'contacts'>['items']>[number];

/** Single-type collections of the landing: each has one entry with a fixed slug. */
type SectionCollection =
  'site-infos' | 'heroes' | 'partners' | 'problems' | 'so-maths' | 'helps' | 'teams' | 'search-volonters' | 'contacts' | 'poltava-contacts' | 'coordiners';

/** Each landing section's entry, by its collection's API path. */
export type Sections = { [C in SectionCollection]: ContentEntry<C> };

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
