import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { SESSION_CHECK, TABLE_ACCESS, partitionAllowed } from '@dosyt/functions/db/table-access';
import { domains, type Domain } from '../../routes';
import { TABLE_ACTIONS } from '../constructs/app-function';
import { REPO_ROOT } from '../config/paths';
import { SESSION_CHECK_SOURCE, entityPartitions, tableUsage, type TableUsage } from '../scripts/table-usage';
import { tokenVerifiers } from '../stacks/api-stack';
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
  const isSessionCheck = (s: Json) => s.Condition?.['ForAllValues:StringEquals']?.['dynamodb:Attributes'] !== undefined;
  const tableStatements = (domain: Domain): Json[] => allTableStatements(domain).filter((s) => !isSessionCheck(s));

  it('grants each function the actions of its declared access: read-only where it only reads', () => {
    for (const domain of domains) {
      const { access } = TABLE_ACCESS[domain];
      const statements = tableStatements(domain);
      if (access === 'none') {
        expect(statements, domain).toEqual([]);
        continue;
      }
      expect(statements, domain).toHaveLength(1);
      expect(new Set(asArray(statements[0].Action)), domain).toEqual(new Set(TABLE_ACTIONS[access]));
    }
    expect(TABLE_ACCESS.exports.access).toBe('read');
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
      expect(PRIVATE_PARTITIONS.filter((pk) => partitionAllowed(pk, patterns)), domain).toEqual([]);
    }
  });

  it('lets a token verifier without the whole table read only the session attributes of user items', () => {
    for (const domain of domains) {
      const checks = allTableStatements(domain).filter(isSessionCheck);
      const limited = TABLE_ACCESS[domain].access === 'none' || TABLE_ACCESS[domain].partitions !== undefined;
      if (!(limited && tokenVerifiers().includes(domain))) {
        expect(checks, domain).toEqual([]);
        continue;
      }
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
    for (const domain of PUBLIC_FACING) usage.set(domain, await tableUsage(domain));
  }, 240_000);

  it.each(PUBLIC_FACING)('%s', (domain) => {
    const { entities, rawPartitions, sources } = usage.get(domain)!;
    expect(sources.length).toBeGreaterThan(0);
    expect(usage.get(domain)!.checksSessions, 'the session check is declared apart (SESSION_CHECK)').toBe(true);
    // ...and only its read: no bundled code of this domain ends sessions.
    const enders = sources.filter((f) => f !== SESSION_CHECK_SOURCE && /raiseSessionEpoch|endSignIn/.test(readFileSync(join(REPO_ROOT, f), 'utf8')));
    expect(enders, domain).toEqual([]);
    const touched = [...entities.flatMap((entity) => entityPartitions(entity)), ...rawPartitions];
    // A prefix (from a key template) stands for every partition it starts: try it with an id appended.
    const uncovered = touched.filter((pk) => !partitionAllowed(pk, TABLE_ACCESS[domain].partitions!) && !partitionAllowed(`${pk}42`, TABLE_ACCESS[domain].partitions!));
    expect(uncovered, `${domain} touches partitions its policy does not grant (functions/src/db/table-access.ts)`).toEqual([]);
  });

  it('declares exactly the attributes the session check reads', () => {
    const source = readFileSync(join(REPO_ROOT, SESSION_CHECK_SOURCE), 'utf8');
    const readAccount = /async function readAccount[\s\S]*?readStored\(userId, \[([^\]]*)\]\)/.exec(source);
    expect(readAccount, 'readAccount reads with readStored(userId, [...])').not.toBeNull();
    const read = readAccount![1].split(',').map((a) => a.trim().replace(/'/g, ''));
    expect(read).toEqual([...SESSION_CHECK.attributes]);
    // The read is a GetItem of the user item with a projection of those attributes.
    expect(source).toMatch(/new GetCommand\(\{[\s\S]*?Key: userKey\(userId\),[\s\S]*?ProjectionExpression/);
    expect(source).toContain("userKey = (userId: number) => ({ pk: `user#${userId}`");
  });

  it('leaves the session check’s writes (epoch, ended sign-ins, session-end records) to functions with the whole table', () => {
    const callers = execFileSync('git', ['grep', '-l', '-E', 'raiseSessionEpoch|endSignIn', '--', 'functions/src'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && !f.endsWith('.test.ts') && f !== SESSION_CHECK_SOURCE);
    expect(callers.length).toBeGreaterThan(0);
    for (const file of callers) {
      const domain = /^functions\/src\/([^/]+)\//.exec(file)![1] as Domain;
      expect(TABLE_ACCESS[domain], file).toEqual({ access: 'read-write' });
    }
  });

  it('leaves the log viewer, of the table, the read audit’s staff partitions (issue 20.1) and the session check', async () => {
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
      const module = (await import(join(dir, file))) as Record<string, { schema?: { model: { entity: string }; indexes: Record<string, { pk: { template: string } }> } }>;
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
