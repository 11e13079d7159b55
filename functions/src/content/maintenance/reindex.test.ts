import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../infra/local/test/http';
import { db } from '../../db/service';
import { dynamo } from '../../lib/aws';
import { env } from '../../lib/env';
import { reindexContent } from './reindex';

describe('content reindex', () => {
  it('gives an entry written before the indexes its keys back, touching nothing else', async () => {
    // Prepare: a published post as an older writer left it (no slug copy, no index keys)
    const list = await call('GET', '/api/posts?filters[slug][$eq]=plan-bezpeky');
    const post = list.body.data[0];
    const { Key } = db().entities.contentEntry.get({ collection: 'posts', id: post.id }).params() as { Key: Record<string, string> };
    const TableName = env().TABLE_NAME;
    await dynamo().send(new UpdateCommand({ TableName, Key, UpdateExpression: 'REMOVE slug, gsi1pk, gsi1sk, gsi2pk, gsi2sk' }));
    const before = (await dynamo().send(new GetCommand({ TableName, Key }))).Item!;
    expect((await call('GET', `/api/posts/${post.documentId}`)).status).toBe(404);

    // Act
    const first = await reindexContent();
    const second = await reindexContent();

    // Assess
    expect(first.updated).toBe(1);
    expect(second).toEqual({ checked: first.checked, updated: 0 });
    expect((await call('GET', `/api/posts/${post.documentId}`)).body.data).toMatchObject({ id: post.id, slug: 'plan-bezpeky' });
    expect((await call('GET', '/api/posts?filters[slug][$eq]=plan-bezpeky')).body.data).toHaveLength(1);
    const after = (await dynamo().send(new GetCommand({ TableName, Key }))).Item!;
    expect({ createdAt: after.createdAt, updatedAt: after.updatedAt, version: after.version }).toEqual({
      createdAt: before.createdAt,
      updatedAt: before.updatedAt,
      version: before.version,
    });
  });
});
