import { answer, httpHandler } from '../lib/http-handler';
import { readApplicationLog } from './read-log';

export const handler = httpHandler('logs', {
  'stream-log': async () =>
    answer({
      rawBody: await readApplicationLog(),
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    }),
});
