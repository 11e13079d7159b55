import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { loadDomain } from '../../../infra/local/domains';

const sample = (file: string) => JSON.parse(readFileSync(new URL(`../../../events/apigw-rest/${file}`, import.meta.url), 'utf8'));

describe('appeals handler invoked with a sample API Gateway event', () => {
  it('stores the public appeal of the sample once: 201, then 200 with the same appeal for the retry', async () => {
    // Prepare
    const handler = await loadDomain('appeals');
    const event = sample('post-appeal-public.json');
    // Act
    const first = await handler(event, lambdaContext('appeals'), () => undefined);
    const retry = await handler(event, lambdaContext('appeals'), () => undefined);
    // Assess
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    const [a, b] = [JSON.parse(first.body), JSON.parse(retry.body)];
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ name: 'Анонімний', last_name: null, phone: '380975551234', communiction: 'Телеграм', status_id: 1 });
  });
});
