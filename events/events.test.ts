import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lambdaContext } from '../infra/local/lambda-context';
import { loadDomain } from '../infra/local/domains';

const event = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

describe('sample events invoke the real handlers', () => {
  it('a REST proxy GET of the health route answers 200', async () => {
    const handler = await loadDomain('reference');
    const result = await handler(event('./apigw-rest/get-health.json'), lambdaContext('reference'), () => undefined);
    expect(result).toMatchObject({ statusCode: 200, body: JSON.stringify({ status: 'ok' }) });
  });

  it('a malformed JSON body answers 400 with a Ukrainian message', async () => {
    const handler = await loadDomain('regions');
    const result = await handler(event('./apigw-rest/post-communities-name-malformed.json'), lambdaContext('regions'), () => undefined);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toEqual({ statusCode: 400, message: 'Некоректний формат запиту: очікується JSON' });
  });
});
