import type { AnswerOf } from '@dosyt/core/api/contract';
import type { ContentDocument, ContentList } from '@dosyt/core/api/content-answers';
import { describe, expectTypeOf, it } from 'vitest';
import { fetchContent } from './content-client';
import { getSection } from './get-section';

/**
 * Type-level: `npm run typecheck -w web` (tsc) checks these; the run itself calls
 * nothing. The public site reads what the contract says each content route answers
 * (core/src/api/content-answers.ts): Strapi's envelope of that collection's entries.
 */
const calls = {
  posts: () => fetchContent('/api/posts'),
  hero: () => getSection('heroes'),
};

describe('public content types', () => {
  it('answers the contract type of the collection the path names', () => {
    expectTypeOf(calls.posts).returns.resolves.toEqualTypeOf<AnswerOf<'GET', '/api/posts'>>();
    expectTypeOf<AnswerOf<'GET', '/api/posts'>>().toEqualTypeOf<ContentList<'posts'>>();
    expectTypeOf<AnswerOf<'GET', '/api/heroes/{documentId}'>>().toEqualTypeOf<ContentDocument<'heroes'>>();
    expectTypeOf(calls.hero).returns.resolves.toEqualTypeOf<ContentList<'heroes'>['data'][number] | null>();
    // Not `any` or `unknown`: a caller reads the attributes the contract names.
    expectTypeOf(calls.posts).returns.resolves.toHaveProperty('data').items.toHaveProperty('title').toEqualTypeOf<string | undefined>();
  });

  it('names only the contract’s public collections', () => {
    // @ts-expect-error: no public collection of that name
    const refused = () => fetchContent('/api/appeals');
    expectTypeOf(refused).toBeFunction();
  });
});
