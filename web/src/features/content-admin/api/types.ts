/** Shapes of the admin content API (functions/src/content/admin.ts). */

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

export interface AdminEntry {
  id: number;
  documentId: string;
  version: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export interface AdminPost extends AdminEntry {
  slug: string;
  title: string;
  description: string | null;
  img: Media | null;
  slides: Media[] | null;
  categories: { id: number; title: string; slug: string }[];
  link: string | null;
  buttonText: string | null;
}

export interface AdminList<T> {
  data: T[];
}
