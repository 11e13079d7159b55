import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DeleteCommand, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANCE_TYPES } from '@dosyt/core/assistance/assistance';
import { STATUSES } from '@dosyt/core/status/status.rules';
import { dynamo } from '@dosyt/functions/lib/aws';
import { partitionAllowed } from '@dosyt/functions/db/table-access';
import { COLLECTIONS } from '@dosyt/functions/content/collections';
import { CONTENT_CATEGORIES, SKELETON_MENU } from '@dosyt/functions/reference/seed/content-skeleton';
import { SEED_PARTITIONS, seedDataVersion } from '@dosyt/functions/reference/seed/seed';
import { DEFAULT_MENU } from '../../../web/src/features/public-site/lib/constants';
import { BUNDLE_ALIASES, BUNDLE_EXTERNALS, ESM_REQUIRE_BANNER, MAIN_FIELDS, NODE_TARGET } from '../config/bundling';
import { REFERENCE_SEED_ENTRY, REPO_ROOT } from '../config/paths';
import { ensureTable } from '../../local/dynamodb-local';
import { handler, type SeedEvent } from '../custom-resources/reference-seed';
import { startLocalTable, type LocalTable } from './local-table';

/**
 * The seeding custom resource's handler, as the deploy invokes it (a CloudFormation event,
 * its answer PUT to the response URL), against DynamoDB Local.
 */
let table: LocalTable;
let server: Server;
let responseUrl: string;
let answers: Array<Record<string, any>>;

beforeAll(async () => {
  table = await startLocalTable();
  answers = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      answers.push(JSON.parse(body));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  responseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/response`;
}, 120_000);

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await table?.stop();
});

const event = (type: SeedEvent['RequestType'], version = seedDataVersion()): SeedEvent => ({
  RequestType: type,
  ResponseURL: responseUrl,
  StackId: 'arn:aws:cloudformation:eu-central-1:123456789012:stack/dosyt-dev-data/x',
  RequestId: `r-${answers.length}`,
  LogicalResourceId: 'ReferenceSeedData',
  ...(type === 'Create' ? {} : { PhysicalResourceId: `reference-seed-${table.tableName}` }),
  ResourceProperties: { DataVersion: version, TableName: table.tableName },
  ...(type === 'Update' ? { OldResourceProperties: { DataVersion: 'older', TableName: table.tableName } } : {}),
});

const get = async (pk: string, sk: string) => (await dynamo().send(new GetCommand({ TableName: table.tableName, Key: { pk, sk } }))).Item;
const put = (item: Record<string, unknown>) => dynamo().send(new PutCommand({ TableName: table.tableName, Item: item }));
const byPk = (items: Array<Record<string, any>>, prefix: string) => items.filter((i) => i.pk.startsWith(prefix));
const sorted = (items: Array<Record<string, any>>) => [...items].sort((a, b) => `${a.pk} ${a.sk}`.localeCompare(`${b.pk} ${b.sk}`));

/** Items no seed may touch: an account and an appeal made before the seed runs. */
const USER = { pk: 'user#1', sk: 'user', email: 'someone@example.org', roles: ['ADMIN'], isActive: true };
const APPEAL = { pk: 'appeal#0000000001', sk: 'appeal', status: 1, regionId: 53 };

describe('reference data custom resource (Create, Update, Delete) on DynamoDB Local', () => {
  it('on Create loads regions, communities, statuses, types, default settings and the content skeleton, and touches nothing else', async () => {
    // Prepare
    await put(USER);
    await put(APPEAL);

    // Act
    await handler(event('Create'));

    // Assess
    const answer = answers.at(-1)!;
    expect(answer).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: `reference-seed-${table.tableName}`, Data: { DataVersion: seedDataVersion() } });
    const items = await table.scan();
    expect(byPk(items, 'region#')).toHaveLength(27);
    expect(byPk(items, 'community#')).toHaveLength(1470);
    expect(await get('meta#communities', 'count')).toMatchObject({ value: 1470 });
    expect(await get('community#ua53080370000025447', 'community')).toMatchObject({ name: 'Полтавська міська громада', regionId: 53 });
    expect(
      byPk(items, 'status')
        .map((s) => s.title)
        .sort(),
    ).toEqual(STATUSES.map((s) => s.title).sort());
    expect(
      byPk(items, 'assistance')
        .map((t) => t.description)
        .sort(),
    ).toEqual(ASSISTANCE_TYPES.map((t) => t.description).sort());
    expect(await get('counter#assistance', 'counter')).toMatchObject({ value: 7 });
    expect(await get('settings', 'appeals')).toMatchObject({ serviceLevelHours: 72, retentionMonths: 24, readAuditMonths: 36 });
    expect(await get('settings', 'security')).toMatchObject({ idleMinutes: 15, twoFactorForEveryone: false });
    // Every single-type section of the site, published, and the categories; no post.
    const singles = Object.values(COLLECTIONS).filter((c) => c.singleSlug);
    for (const spec of singles) {
      expect(await get(`content#${spec.name}`, 'entry#1'), spec.name).toMatchObject({ slug: spec.singleSlug, publishedAt: expect.any(String) });
    }
    expect(
      byPk(items, 'content#categories')
        .map((c) => c.fields.slug)
        .sort(),
    ).toEqual(CONTENT_CATEGORIES.map((c) => c.slug).sort());
    expect(byPk(items, 'content#posts')).toEqual([]);
    // No invented contact on the public site: the organisation puts in its own.
    const siteInfo = await get('content#site-infos', 'entry#1');
    expect(siteInfo!.fields.phone ?? '').toBe('');
    expect(siteInfo!.fields.messengerLink ?? '').toBe('');
    expect(siteInfo!.fields.addresses).toEqual([]);
    // Untouched, and nothing outside the seed's partitions (its IAM grant).
    expect(await get('user#1', 'user')).toEqual(USER);
    expect(await get('appeal#0000000001', 'appeal')).toEqual(APPEAL);
    const outside = items.filter((i) => !partitionAllowed(i.pk, SEED_PARTITIONS)).map((i) => i.pk);
    expect(outside.sort()).toEqual(['appeal#0000000001', 'user#1']);
  }, 120_000);

  it('run again changes nothing: every item byte for byte as it was', async () => {
    const before = sorted(await table.scan());

    await handler(event('Update'));

    expect(answers.at(-1)).toMatchObject({ Status: 'SUCCESS', Data: { Written: '0' } });
    expect(sorted(await table.scan())).toEqual(before);
  }, 120_000);

  it('applies changed data to what the seed owns, and keeps what an admin edited', async () => {
    // Prepare: the table as an older data file left it (a renamed community, one missing, a stale count) ...
    const poltava = (await get('community#ua53080370000025447', 'community'))!;
    await put({ ...poltava, name: 'Стара назва громади' });
    await dynamo().send(new DeleteCommand({ TableName: table.tableName, Key: { pk: 'community#ua53020010000035494', sk: 'community' } }));
    await put({ pk: 'meta#communities', sk: 'count', value: 1400 });
    // ... and an admin's edits since: a region switched off, a type renamed, settings and a section changed.
    const region = (await get('region#53', 'region'))!;
    await put({ ...region, active: false });
    const type = (await get('assistance', 'type#1'))!;
    await put({ ...type, description: 'Психологічна підтримка (онлайн)' });
    const settings = (await get('settings', 'appeals'))!;
    await put({ ...settings, serviceLevelHours: 48 });
    const hero = (await get('content#heroes', 'entry#1'))!;
    await put({ ...hero, fields: { ...hero.fields, textLeft: 'Наш власний текст' }, version: 2 });

    // Act
    await handler(event('Update'));

    // Assess
    expect(answers.at(-1)).toMatchObject({ Status: 'SUCCESS', Data: { Written: '3' } });
    expect(await get('community#ua53080370000025447', 'community')).toEqual(poltava);
    expect(await get('community#ua53020010000035494', 'community')).toBeDefined();
    expect(await get('meta#communities', 'count')).toMatchObject({ value: 1470 });
    expect(await get('region#53', 'region')).toMatchObject({ active: false });
    expect(await get('assistance', 'type#1')).toMatchObject({ description: 'Психологічна підтримка (онлайн)' });
    expect(await get('settings', 'appeals')).toMatchObject({ serviceLevelHours: 48 });
    expect(await get('content#heroes', 'entry#1')).toMatchObject({ fields: { textLeft: 'Наш власний текст' }, version: 2 });
    expect(await get('user#1', 'user')).toEqual(USER);
    expect(await get('appeal#0000000001', 'appeal')).toEqual(APPEAL);
    expect(await get('meta#seed', 'reference-data')).toMatchObject({ version: seedDataVersion() });
  }, 120_000);

  it('on Delete removes nothing (the data stays with the retained table)', async () => {
    const before = sorted(await table.scan());

    await handler(event('Delete'));

    expect(answers.at(-1)).toMatchObject({ Status: 'SUCCESS' });
    expect(sorted(await table.scan())).toEqual(before);
  }, 120_000);

  it('answers FAILED, not a hung stack, when the table is not the function’s', async () => {
    await handler({ ...event('Update'), ResourceProperties: { DataVersion: seedDataVersion(), TableName: 'another-table' } });
    expect(answers.at(-1)).toMatchObject({ Status: 'FAILED', Reason: expect.stringContaining('TableName') });
  });
});

describe('the seeding function as deployed', () => {
  it('bundled as AppFunction bundles it, run with only a Lambda environment, it seeds an empty table and answers SUCCESS', async () => {
    // Prepare: the same esbuild options as NodejsFunction gets (config/bundling.ts), a second table
    const outdir = mkdtempSync(join(tmpdir(), 'dosyt-seed-bundle-'));
    const outfile = join(outdir, 'index.mjs');
    await build({
      entryPoints: [REFERENCE_SEED_ENTRY],
      absWorkingDir: REPO_ROOT,
      outfile,
      bundle: true,
      platform: 'node',
      target: NODE_TARGET,
      format: 'esm',
      minify: true,
      charset: 'utf8',
      mainFields: MAIN_FIELDS,
      alias: { ...BUNDLE_ALIASES },
      banner: { js: ESM_REQUIRE_BANNER },
      external: [...BUNDLE_EXTERNALS],
      logLevel: 'warning',
    });
    const built = 'dosyt-cloud-test-built';
    await ensureTable(table.endpoint, built);
    const eventFile = join(outdir, 'event.json');
    writeFileSync(eventFile, JSON.stringify({ ...event('Create'), ResourceProperties: { DataVersion: seedDataVersion(), TableName: built } }));
    const runner =
      "const [file, eventFile] = process.argv.slice(1); const { handler } = await import(file); await handler(JSON.parse((await import('node:fs')).readFileSync(eventFile, 'utf8')), {});";

    // Act
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', runner, outfile, eventFile], {
      cwd: outdir,
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'eu-central-1',
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
        AWS_SESSION_TOKEN: 'lambda-session-token',
        AWS_ENDPOINT_URL_DYNAMODB: table.endpoint,
        STAGE: 'cloud',
        TABLE_NAME: built,
      },
    });
    rmSync(outdir, { recursive: true, force: true });

    // Assess
    expect(answers.at(-1)).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: `reference-seed-${built}`, Data: { DataVersion: seedDataVersion() } });
    const { Count } = await dynamo().send(new ScanCommand({ TableName: built, Select: 'COUNT', ConsistentRead: true }));
    // Every planned item, the assistance counter and the version marker.
    expect(Count).toBe(Number(answers.at(-1)!.Data.Written) + 2);
    expect(Number(answers.at(-1)!.Data.Written)).toBeGreaterThan(1500);
  }, 180_000);
});

describe('the content skeleton', () => {
  it('has the header menu the web app falls back to', () => {
    expect(SKELETON_MENU).toEqual(DEFAULT_MENU);
  });
});
