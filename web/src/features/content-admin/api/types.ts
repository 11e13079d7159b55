import type { AdminEntry, Media } from '@dosyt/core/api/content-answers';

/** The admin content answers come from the API contract (core/src/api/content-answers.ts), not retyped here. */
export type {
  AdminEntry,
  AdminList,
  CollectionSpec,
  ContentSchema,
  FieldSpec,
  Media,
  MediaFormat,
  ScalarKind,
  UploadedFile,
} from '@dosyt/core/api/content-answers';

/** An entry of the posts collection, as its editor reads it. */
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
