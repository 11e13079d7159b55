/**
 * Type-level only: the public content routes answer what the contract says
 * (core/src/api/content-answers.ts) because entries.ts builds every record from its
 * collection's fields (collections.ts). This holds the two together: a collection or
 * attribute that one has and the other lacks, or an attribute whose type its field's
 * kind does not give, fails `npm run typecheck` here, naming it ('posts.title').
 */
import type { PublicContentCollection } from '@dosyt/core/api/content';
import type { ContentAttributes, RelatedEntry, StrapiMedia } from '@dosyt/core/api/content-answers';
import type { FieldsByCollection } from './collections';

/** What entries.ts answers for a field of this kind (entryView: an empty plain field is null). */
type AnswerOfField<F> = F extends { kind: 'media' }
  ? StrapiMedia | null
  : F extends { kind: 'media-list' }
    ? StrapiMedia[] | null
    : F extends { kind: 'relation'; target: infer T extends PublicContentCollection }
      ? RelatedEntry<ContentAttributes[T]>[]
      : F extends { kind: 'components'; item: infer I }
        ? ({ id: number } & { [K in keyof I]?: string })[]
        : F extends { kind: 'json' }
          ? unknown
          : string | null;

type FromFields<C extends keyof FieldsByCollection> = { [K in keyof FieldsByCollection[C]]: AnswerOfField<FieldsByCollection[C][K]> };

/** The contract may be narrower than the kind (a required title, a slug always set), never wider. */
type Mismatched<C extends PublicContentCollection & keyof FieldsByCollection, A = ContentAttributes[C], S = FromFields<C>> = {
  [K in keyof A | keyof S]: K extends keyof A
    ? K extends keyof S
      ? [A[K]] extends [S[K]]
        ? never
        : `${C}.${K & string}`
      : `${C}.${K & string}`
    : `${C}.${K & string}`;
}[keyof A | keyof S];

type NoneLeft<Mismatch extends never> = Mismatch;

export type ContractMatchesCollections = NoneLeft<
  | Exclude<PublicContentCollection, keyof FieldsByCollection>
  | Exclude<keyof FieldsByCollection, PublicContentCollection>
  | { [C in PublicContentCollection & keyof FieldsByCollection]: Mismatched<C> }[PublicContentCollection & keyof FieldsByCollection]
>;
