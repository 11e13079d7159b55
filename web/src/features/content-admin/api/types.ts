import type { AdminEntryOf } from '@dosyt/core/api/content-answers';

/** The admin content answers come from the API contract (core/src/api/content-answers.ts), not retyped here. */
export type {
  AdminEntry,
  AdminEntryOf,
  AdminList,
  CollectionSpec,
  ContentSchema,
  FieldSpec,
  Media,
  ScalarKind,
  UploadedFile,
} from '@dosyt/core/api/content-answers';

/** An entry of the posts collection, as its editor reads it. */
export type AdminPost = AdminEntryOf<'posts'>;
