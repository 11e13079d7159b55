/**
 * The DynamoDB work of one submission, recorded the way `npm run bench` records
 * every scenario (lib/ceilings.ts: commands, sequential steps, items read), on a
 * small platform of its own (reference data and demo accounts, in memory):
 *
 *   npx tsx bench/submit-shape.ts
 *
 * Prints a public submission with one and with two types of help, and a staff one.
 * The target for the public one: at most 3 steps and 8 commands.
 */
import { randomBytes } from 'node:crypto';
import { signAccessToken } from '@dosyt/functions/lib/tokens';
import { startPlatform } from '../infra/local/platform';
import { freePort } from '../infra/local/free-port';
import { recordCommands, replayer } from './lib/ceilings';

const body = (types: number[]) => ({
  name: 'Оксана',
  last_name: 'Петренко',
  region_id: 53,
  community_id: 'UA53080370000025447',
  phone: `38067${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
  communiction: 'Телефон',
  assistance_ids: types,
  description: 'Перевірка форми звернення',
  children_help: false,
  children_count: 0,
  idempotency_key: `shape-${randomBytes(8).toString('hex')}`,
});

const platform = await startPlatform({ port: await freePort(), dynamoPort: await freePort(), mailPort: await freePort(), demo: true });
try {
  const admin = await signAccessToken({ userId: 1, name: 'Олена', roles: ['ADMIN'], regionId: 53 });
  const submit = async (types: number[], token?: string) => {
    const res = await fetch(`${platform.url}/api/appeals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body(types)),
    });
    if (res.status !== 201) throw new Error(`submission: ${res.status} ${await res.text()}`);
  };
  // Warm: the handler's modules and the connections, as the bench's probe finds them.
  await submit([1]);
  for (const [label, types, token] of [
    ['public, 1 type', [1], undefined],
    ['public, 2 types', [1, 3], undefined],
    ['staff (ADMIN), 1 type', [1], admin],
  ] as const) {
    // The stream consumers (aggregates, the outbox's sender) share the client: let them finish first.
    await platform.poller.drain();
    const commands = await recordCommands(() => submit([...types], token));
    const shape = replayer(undefined as never, commands);
    process.stderr.write(`${label}: ${shape.commands} commands in ${shape.waves} steps, ${shape.itemsRead} items read — ${shape.shape}\n`);
  }
} finally {
  await platform.stop();
}
process.exit(0);
