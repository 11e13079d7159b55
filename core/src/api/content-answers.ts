/** What the admin content routes answer (functions/src/content/admin.ts), as the web's editor reads them. */

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
