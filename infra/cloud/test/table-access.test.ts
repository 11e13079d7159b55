import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { PAGES_TABLE_ACCESS, SESSION_ACTIVITY, SESSION_CHECK, TABLE_ACCESS, partitionAllowed } from '@dosyt/functions/db/table-access';
import { domains, type Domain } from '../../routes';
import { TABLE_ACTIONS } from '../constructs/app-function';
import { PAGES_ENTRY, REPO_ROOT } from '../config/paths';
import { SESSION_CHECK_SOURCE, entityPartitions, tableUsage, tableUsageOf, type TableUsage } from '../scripts/table-usage';

/** The sign-in record's writes (ending a sign-in, keeping it current): called by auth alone. */
const SIGN_IN_RECORD_SOURCE = 'functions/src/lib/sign-in-record.ts';
import { httpDomains, tokenVerifiers } from '../stacks/api-stack';
import { resourcesOf, synthApp, type SynthResult } from './synth';

type Json = any;
const pascal = (domain: string) => domain.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
const asArray = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

/** Partitions of appeals, users and sessions (refresh tokens, one-time links, sockets) and their indexes. */
const PRIVATE_PARTITIONS = [
  ...['appeal', 'assignment', 'report', 'auditEvent', 'user', 'refreshToken', 'oneTimeToken', 'uniqueEmail', 'socketConnection', 'chatMessage']
    .flatMap((entity) => entityPartitions(entity))
    .map((prefix) => `${prefix}42`),
  'outbox',
  'counter#appeal',
  'counter#user',
];

const PUBLIC_FACING: Domain[] = ['reference', 'regions', 'content'];
/** Domains held to their own partitions whose code the cover check below reads (logs has a test of its own). */
const LIMITED: Domain[] = [...PUBLIC_FACING, 'media', 'chat'];

describe('table access per function', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthApp();
  }, 240_000);

  const allTableStatements = (domain: Domain): Json[] => {
    const functions = Object.entries(resourcesOf(synth.templates.api, 'AWS::Lambda::Function'));
    const roleId = functions.find(([id]) => id.startsWith(`${pascal(domain)}Function`))![1].Properties.Role['Fn::GetAtt'][0];
    return Object.values(resourcesOf(synth.templates.api, 'AWS::IAM::Policy'))
      .filter((p) => p.Properties.Roles.some((r: Json) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s: Json) => JSON.stringify(s.Resource).includes('TableArn') && !JSON.stringify(s.Resource).includes('Stream'));
  };
  const attributesOf = (s: Json): string[] | undefined => s.Condition?.['ForAllValues:StringEquals']?.['dynamodb:Attributes'];
  const isAttributeLimited = (s: Json) => attributesOf(s) !== undefined;
  // The session check's read, and the activity note every signed-in HTTP request writes.
  const isSessionCheck = (s: Json) =>
    JSON.stringify(attributesOf(s)) === JSON.stringify([...new Set(['pk', 'sk', ...SESSION_CHECK.attributes])]) ||
    JSON.stringify(attributesOf(s)) === JSON.stringify([...SESSION_ACTIVITY.attributes]);
  const tableStatements = (domain: Domain): Json[] => allTableStatements(domain).filter((s) => !isAttributeLimited(s));

  it('grants each function the actions of its declared access, or exactly those it declares: read-only where it only reads', () => {
    for (const domain of domains) {
      const { access, actions } = TABLE_ACCESS[domain];
      const statements = tableStatements(domain);
      if (access === 'none') {
        expect(statements, domain).toEqual([]);
        continue;
      }
      expect(statements, domain).toHaveLength(1);
      expect(new Set(asArray(statements[0].Action)), domain).toEqual(new Set(actions ?? TABLE_ACTIONS[access]));
    }
    expect(TABLE_ACCESS.exports.access).toBe('read');
    // Declared actions are never more than the access level gives.
    for (const domain of domains.filter((d) => TABLE_ACCESS[d].actions)) {
      const { access, actions } = TABLE_ACCESS[domain];
      expect(
        actions!.filter((a) => access === 'none' || !TABLE_ACTIONS[access].includes(a)),
        domain,
      ).toEqual([]);
    }
  });

  it('limits the media function to its upload chunks and media counter, and chat to its messages and sockets, on the table and its indexes', () => {
    expect(TABLE_ACCESS.media.partitions).toEqual(['content-upload#*', 'counter#content-media']);
    for (const domain of ['media', 'chat'] as const) {
      const [statement] = tableStatements(domain);
      expect(statement.Condition, domain).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...TABLE_ACCESS[domain].partitions!] } });
      expect(statement.Resource).toHaveLength(2);
      // No appeal, user or session partition among its own (chat's user items are apart, attribute by attribute).
      expect(
        PRIVATE_PARTITIONS.filter((pk) => !pk.startsWith('chat#') && !pk.startsWith('socket') && partitionAllowed(pk, TABLE_ACCESS[domain].partitions!)),
        domain,
      ).toEqual([]);
    }
  });

  it('lets chat touch user items only as declared: a peer’s region and roles, its presence; no index, no whole item back', () => {
    const limited = allTableStatements('chat').filter((s) => isAttributeLimited(s) && !isSessionCheck(s));
    expect(limited).toHaveLength(TABLE_ACCESS.chat.userItems!.length);
    for (const [i, declared] of TABLE_ACCESS.chat.userItems!.entries()) {
      const statement = limited[i];
      expect(asArray(statement.Action)).toEqual([...declared.actions]);
      expect(statement.Resource).toEqual({ 'Fn::ImportValue': 'dosyt-dev-data-TableArn' });
      expect(statement.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['user#*'] },
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...declared.attributes] },
        StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES', 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
      });
    }
    // Neither the password hash, the e-mail, the roles' writes nor the session state.
    const all = TABLE_ACCESS.chat.userItems!.flatMap((u) => u.attributes);
    for (const secret of ['passwordHash', 'email', 'sessionEpoch', 'twoFactorSecret', 'isActive']) expect(all).not.toContain(secret);
    expect(TABLE_ACCESS.chat.userItems!.find((u) => u.actions.includes('dynamodb:UpdateItem'))!.attributes).not.toContain('roles');
  });

  it('limits the public-facing functions to their own partitions (dynamodb:LeadingKeys), on the table and its indexes', () => {
    for (const domain of PUBLIC_FACING) {
      const [statement] = tableStatements(domain);
      expect(statement.Condition, domain).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...TABLE_ACCESS[domain].partitions!] } });
      expect(statement.Resource).toHaveLength(2);
    }
  });

  it('leaves the reference, regions and content functions no appeal, user or session partition', () => {
    for (const domain of PUBLIC_FACING) {
      const patterns = TABLE_ACCESS[domain].partitions!;
      expect(
        PRIVATE_PARTITIONS.filter((pk) => partitionAllowed(pk, patterns)),
        domain,
      ).toEqual([]);
    }
  });

  it('lets a token verifier without the whole table read the session attributes of user items', () => {
    for (const domain of domains) {
      const checks = allTableStatements(domain).filter((s) => isSessionCheck(s) && s.Action === 'dynamodb:GetItem');
      const notes = allTableStatements(domain).filter((s) => isSessionCheck(s) && s.Action !== 'dynamodb:GetItem');
      const limited = TABLE_ACCESS[domain].access === 'none' || TABLE_ACCESS[domain].partitions !== undefined;
      if (!(limited && tokenVerifiers().includes(domain))) {
        expect([...checks, ...notes], domain).toEqual([]);
        continue;
      }
      // Answering HTTP, it also notes the sign-in's activity: that one attribute of sign-in records.
      expect(notes, domain).toEqual(
        httpDomains().includes(domain)
          ? [
              expect.objectContaining({
                Action: 'dynamodb:UpdateItem',
                Condition: expect.objectContaining({
                  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['signin#*'] },
                  'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'lastActiveAt'] },
                }),
              }),
            ]
          : [],
      );
      expect(checks, domain).toHaveLength(1);
      expect(checks[0].Action, domain).toBe('dynamodb:GetItem');
      // The table only: no index, so no Query that could list users.
      expect(checks[0].Resource).toEqual({ 'Fn::ImportValue': 'dosyt-dev-data-TableArn' });
      expect(checks[0].Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['user#*'] },
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'sessionEpoch', 'isActive', 'endedSessions'] },
        StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
      });
    }
    expect(tokenVerifiers()).toEqual(expect.arrayContaining(['reference', 'regions', 'content', 'logs']));
  });

  it('puts no condition on the functions whose items share partitions with others', () => {
    for (const domain of domains.filter((d) => TABLE_ACCESS[d].access !== 'none' && !TABLE_ACCESS[d].partitions)) {
      expect(tableStatements(domain)[0].Condition, domain).toBeUndefined();
    }
  });
});

describe('the declared partitions cover what each domain’s code touches', () => {
  const usage = new Map<Domain, TableUsage>();
  beforeAll(async () => {
    for (const domain of LIMITED) usage.set(domain, await tableUsage(domain));
  }, 240_000);

  it.each(LIMITED)('%s', (domain) => {
    const { rawPartitions, sources } = usage.get(domain)!;
    // User items a domain declares apart (attribute by attribute, checked below) are not its partitions.
    const entities = usage.get(domain)!.entities.filter((e) => !(e === 'user' && TABLE_ACCESS[domain].userItems));
    expect(sources.length).toBeGreaterThan(0);
    expect(usage.get(domain)!.checksSessions, 'the session check is declared apart (SESSION_CHECK)').toBe(true);
    // ...and only its read: no bundled code of this domain ends sessions.
    const enders = sources.filter((f) => f !== SESSION_CHECK_SOURCE && /raiseSessionEpoch|endSignIn/.test(readFileSync(join(REPO_ROOT, f), 'utf8')));
    expect(enders, domain).toEqual([]);
    const touched = [...entities.flatMap((entity) => entityPartitions(entity)), ...rawPartitions];
    // A prefix (from a key template) stands for every partition it starts: try it with an id appended.
    const uncovered = touched.filter(
      (pk) => !partitionAllowed(pk, TABLE_ACCESS[domain].partitions!) && !partitionAllowed(`${pk}42`, TABLE_ACCESS[domain].partitions!),
    );
    expect(uncovered, `${domain} touches partitions its policy does not grant (functions/src/db/table-access.ts)`).toEqual([]);
  });

  it('leaves the pages function the content it renders: the content entries and post feeds read, no session check, no other partition', async () => {
    const { entities, rawPartitions, checksSessions, sources } = await tableUsageOf(PAGES_ENTRY);
    expect(sources).toContain('functions/src/content/entries.ts');
    expect(checksSessions).toBe(false);
    expect(rawPartitions).toEqual([]);
    expect(entities).toEqual(['contentEntry', 'postFeed', 'postFeedTotal']);
    const touched = entities.flatMap((entity) => entityPartitions(entity));
    expect(touched.filter((pk) => !partitionAllowed(`${pk}42`, PAGES_TABLE_ACCESS.partitions))).toEqual([]);
    expect(PRIVATE_PARTITIONS.filter((pk) => partitionAllowed(pk, PAGES_TABLE_ACCESS.partitions))).toEqual([]);
    // Reads only: the entries' code writes nothing the pages function would run.
    const code = sources.map((f) => readFileSync(join(REPO_ROOT, f), 'utf8')).join('\n');
    expect(code).not.toMatch(/entities\.contentEntry\.(put|create|patch|update|upsert|delete|remove)\(/);
  }, 120_000);

  it('declares exactly the attributes the session check reads', () => {
    const source = readFileSync(join(REPO_ROOT, SESSION_CHECK_SOURCE), 'utf8');
    const readAccount = /async function readAccount[\s\S]*?readStored\(userId, \[([^\]]*)\]\)/.exec(source);
    expect(readAccount, 'readAccount reads with readStored(userId, [...])').not.toBeNull();
    const read = readAccount![1].split(',').map((a) => a.trim().replace(/'/g, ''));
    expect(read).toEqual([...SESSION_CHECK.attributes]);
    // The read is a GetItem of the user item with a projection of those attributes.
    expect(source).toMatch(/new GetCommand\(\{[\s\S]*?Key: userKey\(userId\),[\s\S]*?ProjectionExpression/);
    expect(source).toContain('userKey = (userId: number) => ({ pk: `user#${userId}`');
  });

  it('leaves the session check’s writes (epoch, ended sign-ins, session-end records) to functions with the whole table', () => {
    const callers = execFileSync('git', ['grep', '-l', '-E', 'raiseSessionEpoch|endSignIn', '--', 'functions/src'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      // The modules that define those writes; the callers are what must have the whole table.
      .filter((f) => f && !f.endsWith('.test.ts') && f !== SESSION_CHECK_SOURCE && f !== SIGN_IN_RECORD_SOURCE);
    expect(callers.length).toBeGreaterThan(0);
    for (const file of callers) {
      const domain = /^functions\/src\/([^/]+)\//.exec(file)![1] as Domain;
      expect(TABLE_ACCESS[domain], file).toEqual({ access: 'read-write' });
    }
  });

  it('leaves the log viewer, of the table, the read audit’s staff partitions and the session check', async () => {
    const { entities, rawPartitions, checksSessions } = await tableUsage('logs');
    expect(entities).toEqual([]);
    expect(checksSessions).toBe(true);
    expect(rawPartitions).toEqual(['reads#user#']);
    expect(entityPartitions('readRecord')).toContain('reads#user#');
    expect(TABLE_ACCESS.logs).toEqual({ access: 'read', partitions: ['reads#user#*'] });
  }, 120_000);

  it('reads every entity’s partition templates from its source as the entity declares them', async () => {
    const dir = join(REPO_ROOT, 'functions/src/db/entities');
    const files = readdirSync(dir).filter((f) => f.endsWith('.entity.ts'));
    let checked = 0;
    for (const file of files) {
      const module = (await import(join(dir, file))) as Record<
        string,
        { schema?: { model: { entity: string }; indexes: Record<string, { pk: { template: string } }> } }
      >;
      for (const { schema } of Object.values(module).filter((value) => value?.schema?.indexes)) {
        const declared = new Set(Object.values(schema!.indexes).map((index) => index.pk.template.split('${')[0]));
        expect(new Set(entityPartitions(schema!.model.entity)), file).toEqual(declared);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(files.length);
  });

  it('finds the entities a domain names, so the check above has teeth', async () => {
    expect(usage.get('regions')!.entities).toEqual(expect.arrayContaining(['region', 'community']));
    expect(usage.get('reference')!.rawPartitions).toContain('counter#assistance');
    expect((await tableUsage('auth')).entities).toEqual(expect.arrayContaining(['user', 'refreshToken', 'oneTimeToken']));
  });
});

/** The DynamoDB actions a call in the code makes: SDK commands, and ElectroDB entity and transaction methods. */
const COMMAND_ACTIONS: Record<string, string> = {
  GetCommand: 'dynamodb:GetItem',
  PutCommand: 'dynamodb:PutItem',
  UpdateCommand: 'dynamodb:UpdateItem',
  DeleteCommand: 'dynamodb:DeleteItem',
  QueryCommand: 'dynamodb:Query',
  BatchGetCommand: 'dynamodb:BatchGetItem',
  BatchWriteCommand: 'dynamodb:BatchWriteItem',
};
const ENTITY_ACTIONS: Record<string, string> = {
  get: 'dynamodb:GetItem',
  query: 'dynamodb:Query',
  put: 'dynamodb:PutItem',
  create: 'dynamodb:PutItem',
  patch: 'dynamodb:UpdateItem',
  update: 'dynamodb:UpdateItem',
  upsert: 'dynamodb:UpdateItem',
  delete: 'dynamodb:DeleteItem',
  remove: 'dynamodb:DeleteItem',
};

describe('the declared actions are what each domain’s code calls', () => {
  it.each(['media', 'chat'] as const)(
    '%s',
    async (domain) => {
      const { sources } = await tableUsage(domain);
      const called = new Set<string>();
      for (const file of sources.filter((f) => f !== SESSION_CHECK_SOURCE)) {
        const code = readFileSync(join(REPO_ROOT, file), 'utf8');
        for (const m of code.matchAll(/new (\w+Command)\(/g)) if (COMMAND_ACTIONS[m[1]]) called.add(COMMAND_ACTIONS[m[1]]);
        for (const m of code.matchAll(/entities\.\w+\.(\w+)[.(]/g)) if (ENTITY_ACTIONS[m[1]]) called.add(ENTITY_ACTIONS[m[1]]);
        // A transaction's elements: `chatMessage.create(...).commit()`.
        for (const m of code.matchAll(/\b\w+\.(\w+)\([^()]*(?:\([^()]*\)[^()]*)*\)(?:\.\w+\([^()]*\))*\.commit\(\)/g))
          if (ENTITY_ACTIONS[m[1]]) called.add(ENTITY_ACTIONS[m[1]]);
      }
      const declared = new Set([...TABLE_ACCESS[domain].actions!, ...(TABLE_ACCESS[domain].userItems ?? []).flatMap((u) => u.actions)]);
      expect([...called].sort(), `${domain}: calls its policy does not grant, or grants it does not call`).toEqual([...declared].sort());
    },
    120_000,
  );

  it('declares exactly the user attributes chat’s reads and presence updates name', async () => {
    const { userEntity } = await import('@dosyt/functions/db/entities/user.entity');
    const source = ['functions/src/chat/access.ts', 'functions/src/chat/connections.ts'].map((f) => readFileSync(join(REPO_ROOT, f), 'utf8')).join('\n');
    const calls = [...source.matchAll(/entities\.user\.(\w+)\(/g)].map((m) => m[1]).sort();
    expect(calls).toEqual(['get', 'patch']);
    // Compared without whitespace: the formatter may wrap a call over lines.
    const flat = source.replace(/\s+/g, '');
    expect(flat).toContain(".entities.user.get({id:userId}).go({attributes:['id','regionId','roles']})");
    expect(flat).toContain('.entities.user.patch({id:userId}).set({isOnline,lastSeenAt:newDate().toISOString()})');
    const named = (params: { ExpressionAttributeNames?: Record<string, string> }) => Object.values(params.ExpressionAttributeNames ?? {}).sort();
    const read = userEntity.get({ id: 1 }).params({ table: 't', attributes: ['id', 'regionId', 'roles'] }) as Json;
    const presence = userEntity.patch({ id: 1 }).set({ isOnline: true, lastSeenAt: 'now' }).params({ table: 't', response: 'none' }) as Json;
    const [readDeclared, writeDeclared] = TABLE_ACCESS.chat.userItems!;
    // params() leaves them out, but go() adds ElectroDB's entity marks to the projection it sends
    // (the stage rehearsal's IAM check saw the read denied without them).
    expect([...named(read), '__edb_e__', '__edb_v__'].sort()).toEqual([...readDeclared.attributes].sort());
    expect(named(presence)).toEqual([...writeDeclared.attributes].sort());
    expect(presence.ReturnValues).toBe('NONE');
  });
});
