import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { Secret, TOTP } from 'otpauth';
import { localClient } from '../local/dynamodb-local';
import { callApi } from './api-client';
import type { Rehearsal } from './rehearsal';
import type { CheckResult } from './report';

/**
 * What follows a deploy: the operator's steps (the first admin), and — apart,
 * labelled TEST FIXTURE — what the journeys need that no deploy makes (the demo
 * accounts, the demo admin's second factor).
 */

export const OPERATOR = 'Operator';

/**
 * Whether the deploy left the reference data the site needs, read where the entities
 * keep it: statuses and assistance types in their partitions, regions and communities
 * in their index partitions (functions/src/db/entities).
 */
export async function referenceDataPresent(rehearsal: Rehearsal): Promise<CheckResult> {
  const table = rehearsal.stage.tables[0];
  const client = localClient(rehearsal.dynamo.endpoint);
  const places = [
    { what: 'statuses', key: 'pk', value: 'status' },
    { what: 'assistance types', key: 'pk', value: 'assistance' },
    { what: 'regions', key: 'gsi1pk', value: 'regions', index: 'gsi1' },
    { what: 'communities', key: 'gsi2pk', value: 'communities', index: 'gsi2' },
  ];
  try {
    const missing: string[] = [];
    for (const { what, key, value, index } of places) {
      const { Count } = await client.send(
        new QueryCommand({
          TableName: table.name,
          ...(index ? { IndexName: index } : {}),
          KeyConditionExpression: '#k = :v',
          ExpressionAttributeNames: { '#k': key },
          ExpressionAttributeValues: { ':v': { S: value } },
          Limit: 1,
          Select: 'COUNT',
        }),
      );
      if (!Count) missing.push(what);
    }
    return {
      name: 'reference data after the deploy',
      ok: missing.length === 0,
      detail: missing.length === 0 ? places.map((p) => p.what).join(', ') + ' are in the table' : `the deploy left no ${missing.join(', ')} in the table`,
    };
  } finally {
    client.destroy();
  }
}

/** `npm run admin:invite` when the project has it, with the operator's credentials pointed at the rehearsal. */
export async function adminInvite(rehearsal: Rehearsal, root: string, stageName: string, email: string): Promise<CheckResult> {
  const script = join(root, 'infra/cloud/scripts/admin-invite.ts');
  if (!existsSync(script))
    return { name: 'first admin (npm run admin:invite)', ok: true, detail: 'not available: infra/cloud/scripts/admin-invite.ts does not exist on this commit' };
  rehearsal.iam.addPrincipal({
    id: OPERATOR,
    roleArn: 'arn:aws:iam::000000000000:role/operator',
    policies: [{ name: 'AdministratorAccess', policy: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }] } }],
    managedPolicyArns: [],
  });
  const p = rehearsal.proxy.endpoint;
  const table = rehearsal.stage.tables[0];
  const args = ['--import', 'tsx', script, '--stage', stageName, '--email', email, '--table', table.name, '--site-url', rehearsal.front.url];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        ...process.env,
        AWS_REGION: 'eu-central-1',
        AWS_ACCESS_KEY_ID: OPERATOR,
        AWS_SECRET_ACCESS_KEY: 'operator',
        AWS_ENDPOINT_URL: p,
        AWS_ENDPOINT_URL_DYNAMODB: p,
        AWS_ENDPOINT_URL_SES: p,
        AWS_ENDPOINT_URL_SESV2: p,
        AWS_ENDPOINT_URL_SECRETS_MANAGER: p,
        AWS_ENDPOINT_URL_SSM: p,
        AWS_ENDPOINT_URL_CLOUDFORMATION: p,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += String(c)));
    child.stderr.on('data', (c: Buffer) => (output += String(c)));
    child.on('exit', (code) =>
      resolve({
        name: 'first admin (npm run admin:invite)',
        ok: code === 0,
        detail: `exit ${code}: ${output.trim().split('\n').slice(-3).join(' / ').slice(0, 400)}`,
      }),
    );
  });
}

/** TEST FIXTURE: the local demo accounts and the sample content, written straight to the table as the local runtime seeds them. */
export async function seedDemoFixture(rehearsal: Rehearsal, withReference: boolean): Promise<CheckResult> {
  const table = rehearsal.stage.tables[0];
  Object.assign(process.env, {
    TABLE_NAME: table.name,
    DYNAMODB_ENDPOINT: rehearsal.dynamo.endpoint,
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    STAGE: 'local',
  });
  const { resetEnvCache } = await import('@dosyt/functions/lib/env');
  const { resetClients } = await import('@dosyt/functions/lib/aws');
  const { resetDb } = await import('@dosyt/functions/db/service');
  resetEnvCache();
  resetClients();
  resetDb();
  const done: string[] = [];
  if (withReference) {
    const { seedReferenceData } = await import('@dosyt/functions/reference/seed/seed');
    await seedReferenceData();
    done.push('reference data (the deploy made none)');
  }
  const { seedDemoUsers, DEMO_ACCOUNTS } = await import('../local/seed/demo-users');
  await seedDemoUsers();
  done.push(`demo accounts ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  // The public site's journeys read the team's sample content, which `npm test`'s platform seeds too (infra/local/start.ts).
  const { seedContent } = await import('../local/seed/content');
  await seedContent();
  done.push('sample content (infra/local/seed/content.ts)');
  return { name: 'TEST FIXTURE: seed for the journeys (not part of any deploy)', ok: true, detail: done.join('; ') };
}

const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: step * 30_000 + 1000 });

export interface Enrolment {
  email: string;
  secret: string;
  lastStep: number;
}

/**
 * TEST FIXTURE: the demo admin's second factor, set up through the site as the admin
 * would at the first sign-in (the cloud requires one of every admin, demo or not).
 */
export async function enrolDemoAdmin(rehearsal: Rehearsal, email: string, password: string): Promise<{ check: CheckResult; enrolment?: Enrolment }> {
  const base = rehearsal.front.url;
  const name = `TEST FIXTURE: second factor of ${email}`;
  const login = await callApi<{ challenge?: string; twoFactorEnrolmentRequired?: boolean; token?: string; message?: string }>(base, 'POST', '/api/auth/login', {
    email,
    password,
  });
  if (login.status !== 200 || !login.body.challenge)
    return { check: { name, ok: false, detail: `sign-in answered ${login.status}: ${JSON.stringify(login.body).slice(0, 200)}` } };
  if (!login.body.twoFactorEnrolmentRequired) return { check: { name, ok: true, detail: 'no enrolment asked for at sign-in' } };
  const challenge = login.body.challenge;
  const key = await callApi<{ secret?: string }>(base, 'POST', '/api/auth/login/enrolment', { challenge });
  if (!key.body.secret) return { check: { name, ok: false, detail: `enrolment answered ${key.status}: ${JSON.stringify(key.body).slice(0, 200)}` } };
  const step = Math.floor(Date.now() / 30_000);
  const confirm = await callApi(base, 'POST', '/api/auth/login/enrolment/confirm', { challenge, code: codeAt(key.body.secret, step) });
  if (confirm.status !== 200)
    return { check: { name, ok: false, detail: `confirmation answered ${confirm.status}: ${JSON.stringify(confirm.body).slice(0, 200)}` } };
  const enrolled = await callApi<{ token?: string }>(base, 'POST', '/api/auth/login/enrolled', { challenge });
  return {
    check: {
      name,
      ok: Boolean(enrolled.body.token),
      detail: enrolled.body.token ? 'enrolled through /api/auth/login/enrolment, signed in' : `sign-in after enrolment answered ${enrolled.status}`,
    },
    enrolment: { email, secret: key.body.secret, lastStep: step },
  };
}

/** A sign-in with the password and the next free TOTP step. */
export async function signInWithCode(base: string, enrolment: Enrolment, password: string): Promise<{ ok: boolean; detail: string; token?: string }> {
  const login = await callApi<{ challenge?: string; twoFactorRequired?: boolean; message?: string }>(base, 'POST', '/api/auth/login', {
    email: enrolment.email,
    password,
  });
  if (!login.body.challenge || !login.body.twoFactorRequired)
    return { ok: false, detail: `password step answered ${login.status}: ${JSON.stringify(login.body).slice(0, 200)}` };
  let now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, enrolment.lastStep + 1);
  while (step > now + 1) {
    await new Promise((r) => setTimeout(r, 1000));
    now = Math.floor(Date.now() / 30_000);
  }
  enrolment.lastStep = step;
  const code = await callApi<{ token?: string; message?: string }>(base, 'POST', '/api/auth/login/code', {
    challenge: login.body.challenge,
    code: codeAt(enrolment.secret, step),
  });
  return code.body.token
    ? { ok: true, detail: 'password and TOTP code accepted', token: code.body.token }
    : { ok: false, detail: `code step answered ${code.status}: ${JSON.stringify(code.body).slice(0, 200)}` };
}
