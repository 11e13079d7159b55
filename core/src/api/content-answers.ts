/**
 * What the content routes answer: the admin's (functions/src/content/admin.ts), as the
 * web's editor reads them, and the public Strapi-shaped ones (functions/src/content/entries.ts).
 */
import type { PublicContentCollection } from './content';

export type ScalarKind = 'string' | 'text' | 'richtext' | 'link' | 'image-url' | 'color' | 'phone' | 'messenger';

export type FieldSpec =
  | { name: string; kind: ScalarKind; label: string; max?: number; required?: boolean }
  | { name: string; kind: 'json' | 'media' | 'media-list'; label: string }
  | { name: string; kind: 'relation'; label: string; target: string }
  | { name: string; kind: 'components'; label: string; item: Record<string, { kind: ScalarKind; label: string; max?: number }>; maxItems?: number };

export interface CollectionSpec {
  name: string;
  title: string;
  singleSlug: string | null;
  fields: FieldSpec[];
}

/** GET /api/admin/content/schema: the collections, their fields and the upload rules. */
export interface ContentSchema {
  upload: { chunkBytes: number; maxBytes: number; types: string[] };
  collections: CollectionSpec[];
}

export interface MediaFormat {
  url: string;
  width: number;
  height: number;
  size?: number;
}

export interface Media extends MediaFormat {
  id?: number;
  documentId?: string;
  name: string;
  alternativeText?: string | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', MediaFormat>> | null;
}

/** An entry of any collection, drafts too, with its version. */
export interface AdminEntry {
  id: number;
  documentId: string;
  version: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

/**
 * An admin list's entry of a known collection: every attribute of it (ContentAttributes below),
 * the version, and publishedAt null for a draft.
 */
export type AdminEntryOf<C extends PublicContentCollection> = AdminEntry & ContentAttributes[C];

/** GET /api/admin/content/{collection}: every entry of the collection. */
export interface AdminList<T extends AdminEntry = AdminEntry> {
  data: T[];
}

/** POST /api/admin/content/posts, PUT /api/admin/content/{collection}/{id}: the saved entry. */
export interface SavedEntry {
  data: AdminEntry;
}

export interface UploadedFile extends MediaFormat {
  id: number;
  name: string;
  mime: string;
}

/** POST /api/admin/content/uploads: a chunk was taken (send the next with its id), or the file is whole. */
export type UploadAnswer = { done: false; uploadId: string } | { done: true; file: UploadedFile };

// ---- The public Strapi-shaped routes: GET /api/{collection} and /api/{collection}/{documentId} ----
// As functions/src/content/entries.ts builds them (Strapi v5 REST: attributes flat beside id and documentId).

/** One size of an uploaded image, under a media's `formats`. */
export interface StrapiMediaFormat {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path: null;
  width: number;
  height: number;
  /** Kilobytes, as Strapi reports it. */
  size: number;
  sizeInBytes: number;
  url: string;
}

export type MediaFormatName = 'thumbnail' | 'small' | 'medium' | 'large';

/** An uploaded image as stored and answered (Strapi v5's media shape). */
export interface StrapiMedia {
  id: number;
  documentId: string;
  name: string;
  alternativeText: string | null;
  caption: string | null;
  width: number;
  height: number;
  formats: Partial<Record<MediaFormatName, StrapiMediaFormat>> | null;
  hash: string;
  ext: string;
  mime: string;
  size: number;
  url: string;
  previewUrl: null;
  provider: string;
  provider_metadata: null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
}

/** The attributes every entry carries beside its own (the public see published ones only). */
export interface EntrySystem {
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
}

/** A plain field an editor may leave empty (answered as null). */
type Text = string | null;

/** A list of cards: each gets an id (its place, from 1) and the fields the editor filled in. */
type Cards<Field extends string> = ({ id: number } & { [F in Field]?: string })[];

type ContactCard = 'number' | 'title' | 'description';

/**
 * A related entry as a relation carries it: its scalar attributes and its system ones
 * (publishedAt null for a draft, which only the admin's lists carry).
 */
export type RelatedEntry<A> = { id: number; documentId: string } & A & Omit<EntrySystem, 'publishedAt'> & { publishedAt: string | null };

export interface CategoryAttributes {
  title: string;
  slug: string;
}

/**
 * Each public collection's own attributes, as functions/src/content/collections.ts
 * describes them (functions/src/content/contract-check.ts holds the two together).
 */
export interface ContentAttributes {
  'site-infos': {
    slug: string;
    logo: StrapiMedia | null;
    location: Text;
    link: Text;
    buttonText: Text;
    phone: Text;
    messengerTitle: Text;
    messengerLink: Text;
    addresses: Cards<'title' | 'text'>;
    menuItems: Cards<'title' | 'href'>;
    socials: Cards<'title' | 'url' | 'icon'>;
    icons: StrapiMedia[] | null;
  };
  heroes: { slug: string; textLeft: Text; textRight: Text; img: StrapiMedia | null; helpLink: Text; buttonText: Text };
  /** `settings`: whatever JSON the editor saved (the carousel reads `loop`). */
  partners: { slug: string; title: Text; text: Text; slider: StrapiMedia[] | null; settings: unknown };
  problems: { slug: string; titleText: Text; sections: Cards<'text' | 'description' | 'backgroundColor' | 'textColor' | 'src'> };
  'so-maths': { slug: string; titleText: Text; items: Cards<'title' | 'text'>; img: StrapiMedia | null; link: Text; buttonText: Text };
  helps: { slug: string; titleText: Text; description: Text; helpItems: Cards<'image' | 'description'> };
  posts: {
    slug: string;
    title: string;
    /** Sanitised HTML. */
    description: Text;
    img: StrapiMedia | null;
    slides: StrapiMedia[] | null;
    categories: RelatedEntry<CategoryAttributes>[];
    link: Text;
    buttonText: Text;
  };
  categories: CategoryAttributes;
  teams: {
    slug: string;
    titleText: Text;
    description: Text;
    link: Text;
    buttonText: Text;
    items: Cards<'name' | 'title' | 'src'>;
    slides: StrapiMedia[] | null;
  };
  /** `buttontText`: spelled so in the client that reads it. */
  'search-volonters': { slug: string; titleText: Text; buttontText: Text; link: Text };
  contacts: { slug: string; titleText: Text; link: Text; buttonText: Text; items: Cards<ContactCard> };
  'poltava-contacts': { slug: string; titleText1: Text; titleText2: Text; items: Cards<ContactCard> };
  coordiners: { slug: string; titleText: Text; items: Cards<'name' | 'responsibility' | 'phone' | 'email' | 'photo'>; photos: StrapiMedia[] | null };
}

/**
 * An entry of a public collection. id and documentId always; every other attribute
 * when asked for: plain ones unless `fields` leaves them out, media, relations and
 * cards only with `populate` (whose own `fields` may keep fewer of theirs).
 */
export type ContentEntry<C extends PublicContentCollection> = { id: number; documentId: string } & Partial<EntrySystem & ContentAttributes[C]>;

/** Strapi's pagination meta: by page or by offset, with the total unless `withCount=false`. */
export type StrapiPagination = { page: number; pageSize: number; pageCount?: number; total?: number } | { start: number; limit: number; total?: number };

/** GET /api/{collection}: Strapi's find. */
export interface ContentList<C extends PublicContentCollection> {
  data: ContentEntry<C>[];
  meta: { pagination: StrapiPagination };
}

/** GET /api/{collection}/{documentId}: Strapi's findOne. */
export interface ContentDocument<C extends PublicContentCollection> {
  data: ContentEntry<C>;
  meta: Record<string, never>;
}

/** A refused public call (4xx), as Strapi 5 answers it. */
export interface StrapiErrorAnswer {
  data: null;
  error: { status: number; name: string; message: string; details: object };
}

/** What each public content route answers, by route key. */
export type PublicContentAnswers = { [C in PublicContentCollection as `GET /api/${C}`]: ContentList<C> } & {
  [C in PublicContentCollection as `GET /api/${C}/{documentId}`]: ContentDocument<C>;
};
