import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { createAccount } from '../test/chat-kit';
import { handler } from './handler';

const sample = (file: string) => JSON.parse(readFileSync(new URL(`../../../events/apigw-ws/${file}`, import.meta.url), 'utf8'));
const invoke = (event: unknown) => handler(event, lambdaContext('chat'), () => undefined);

/** The one chat Lambda tells its triggers apart: the sample WebSocket events and a REST proxy event. */
describe('chat Lambda entry', () => {
  it('refuses the sample $connect event, whose token is a placeholder, with 401', async () => {
    expect(await invoke(sample('connect.json'))).toMatchObject({ statusCode: 401 });
  });

  it('accepts the sample $connect event with a real token and stores the connection', async () => {
    // Prepare
    const event = sample('connect.json');
    event.requestContext.connectionId = `sample-${Date.now()}`;
    // A region of its own: nobody else is connected there, so no presence frame goes to the sample's (cloud) endpoint.
    event.queryStringParameters.token = (await createAccount(9950)).token;
    // Act
    const result = await invoke(event);
    // Assess
    expect(result).toMatchObject({ statusCode: 200 });
    const disconnect = { requestContext: { ...event.requestContext, routeKey: '$disconnect', eventType: 'DISCONNECT' } };
    expect(await invoke(disconnect)).toMatchObject({ statusCode: 200 });
  });

  it('routes a REST proxy event to the chat HTTP routes', async () => {
    const result = await invoke({
      httpMethod: 'POST',
      path: '/api/chats',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Привіт' }),
      requestContext: { identity: { sourceIp: '127.0.0.1' } },
    });
    expect(result).toMatchObject({ statusCode: 401 });
  });
});
