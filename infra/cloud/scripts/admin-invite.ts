/**
 * `npm run admin:invite -- --stage NAME --email ADDRESS [--force] [--name "Ім'я Прізвище"] [--table T] [--site-url URL]`
 *
 * The stage's first admin, without typing into the table by hand: an active ADMIN account
 * with no password (registration's own account code: the user, its e-mail guard and the
 * link in one transaction, the id from the user counter), and a single-use link to set the
 * password on the site's normal reset page. The invitation is put in the outbox (the jobs
 * function sends it) and the link is printed too: while SES is in its sandbox the mail may
 * not leave. At the first sign-in the cloud makes every admin set up a second factor.
 *
 * Refuses while an active ADMIN exists, unless `--force` (then an account with that address
 * is made an active ADMIN and gets a new link, or a new one is made).
 *
 * Where: the table from the `TableName` output of `dosyt-NAME-data` (or `--table`); the site
 * from `--site-url`, else the stage's `domainName`, else the `SiteUrl` output of
 * `dosyt-NAME-web` (the address the web stack also writes to `/dosyt/NAME/site-url`). AWS
 * credentials and endpoints are the SDK's standard ones, so AWS_ENDPOINT_URL_DYNAMODB points
 * it at a local table.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import type { Mail } from '@dosyt/functions/lib/outbox';
import { isStageName, stageConfig } from '../config/stages';

export interface InviteOptions {
  stage: string;
  email: string;
  force: boolean;
  name?: string;
  table?: string;
  siteUrl?: string;
}

export const USAGE = 'npm run admin:invite -- --stage NAME --email ADDRESS [--force] [--name "Ім\'я Прізвище"] [--table TABLE] [--site-url https://...]';

/** The command line as options; throws with the usage line on anything else. */
export function parseInviteArgs(args: readonly string[]): InviteOptions {
  const values: Record<string, string> = {};
  let force = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--force') force = true;
    else if (/^--(stage|email|name|table|site-url)$/.test(arg) && args[i + 1] !== undefined && !args[i + 1].startsWith('--')) values[arg.slice(2)] = args[++i];
    else throw new Error(`Unexpected argument '${arg}'. Usage: ${USAGE}`);
  }
  if (!values.stage || !values.email) throw new Error(`Name the stage and the address. Usage: ${USAGE}`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) throw new Error(`'${values.email}' is not an e-mail address.`);
  if (values['site-url'] && !/^https?:\/\/[^/\s]+$/.test(values['site-url'])) throw new Error('--site-url is an origin: https://host, no path.');
  return { stage: values.stage, email: values.email.trim().toLowerCase(), force, name: values.name, table: values.table, siteUrl: values['site-url'] };
}

/** One output of a deployed stack. */
async function stackOutput(client: CloudFormationClient, stackName: string, key: string): Promise<string | undefined> {
  const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
  return Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === key)?.OutputValue;
}

/** The table and the site's address of the stage, from the options, the stage's settings or its stacks' outputs. */
export async function locateStage(options: InviteOptions): Promise<{ table: string; siteUrl: string; region: string }> {
  const config = isStageName(options.stage) ? stageConfig(options.stage) : undefined;
  if (!config && !(options.table && options.siteUrl)) stageConfig(options.stage); // throws: unknown stage
  const region = process.env.AWS_REGION ?? config?.region ?? 'eu-central-1';
  let client: CloudFormationClient | undefined;
  const cloudFormation = () => (client ??= new CloudFormationClient({ region }));
  const table = options.table ?? (await stackOutput(cloudFormation(), `dosyt-${options.stage}-data`, 'TableName'));
  if (!table) throw new Error(`dosyt-${options.stage}-data has no TableName output: deploy the stage first, or pass --table.`);
  const siteUrl =
    options.siteUrl ?? (config?.domainName ? `https://${config.domainName}` : await stackOutput(cloudFormation(), `dosyt-${options.stage}-web`, 'SiteUrl'));
  if (!siteUrl) throw new Error(`dosyt-${options.stage}-web has no SiteUrl output: deploy the stage first, or pass --site-url.`);
  return { table, siteUrl, region };
}

/** How long the invitation's link works: a working day, so it survives a mail that waits for SES. */
export const INVITE_LINK_HOURS = 24;

/** The invitation: the link to set the password on the normal reset page, and what comes after. */
export function inviteMail(to: string, link: string): Mail {
  const intro = ['Для вас створено обліковий запис адміністратора платформи «Досить». Щоб почати роботу, встановіть пароль за посиланням нижче.'];
  const outro = [
    `Посилання дійсне ${INVITE_LINK_HOURS} години і спрацьовує один раз.`,
    'Після першого входу платформа попросить налаштувати двофакторний вхід: підготуйте застосунок-автентифікатор на телефоні.',
    'Якщо ви не чекали цього листа, не переходьте за посиланням і повідомте відповідальну особу вашої організації.',
  ];
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  const html = `<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;line-height:1.5">${[...intro, ...outro]
    .map((l) => `<p>${escape(l)}</p>`)
    .join('')}<p><a href="${escape(link)}">Встановити пароль</a></p></body></html>`;
  return { kind: 'admin-invite', to, subject: 'Запрошення адміністратора платформи «Досить»', text: [...intro, link, ...outro].join('\n\n'), html };
}

export type InviteResult = { outcome: 'created' | 'promoted'; userId: number; link: string } | { outcome: 'refused'; reason: string };

/**
 * The invitation itself, against the table in TABLE_NAME (and the SDK's endpoint). Uses the
 * users and auth domains' own code, so the account is exactly what registration makes.
 */
export async function inviteAdmin(options: { email: string; force: boolean; name?: string; siteUrl: string }): Promise<InviteResult> {
  process.env.PUBLIC_URL = options.siteUrl;
  const { resetEnvCache } = await import('@dosyt/functions/lib/env');
  resetEnvCache();
  const { db } = await import('@dosyt/functions/db/service');
  const { createAccount, findUserByEmail } = await import('@dosyt/functions/accounts/accounts');
  const { newOneTimeToken } = await import('@dosyt/functions/auth/one-time-tokens');
  const { hashPassword } = await import('@dosyt/functions/auth/password');
  const { randomToken } = await import('@dosyt/functions/auth/secrets');
  const { resetLink } = await import('@dosyt/functions/auth/auth-mail');
  const { queueMail } = await import('@dosyt/functions/lib/outbox');
  const { activeAdminKeys, EXECUTOR_KEY_ATTRIBUTES } = await import('@dosyt/functions/db/entities/user.entity');

  const { data: users } = await db()
    .entities.user.query.all({})
    .go({ pages: 'all', attributes: ['id', 'roles', 'isActive'] });
  const admins = users.filter((u) => u.isActive && u.roles.includes('ADMIN'));
  if (admins.length > 0 && !options.force) {
    return {
      outcome: 'refused',
      reason: `The stage already has ${admins.length} active admin(s): an admin invites others in the admin area. Pass --force to make another here.`,
    };
  }

  // A link of the reset flow, valid for the invitation's time rather than an hour.
  const link = newOneTimeToken('reset-password');
  const validUntil = Math.floor(Date.now() / 1000) + INVITE_LINK_HOURS * 3600;
  const item = { ...link.item, validUntil, expiresAt: validUntil + (link.item.expiresAt - link.item.validUntil) };
  const existing = await findUserByEmail(options.email);
  let userId: number;
  let outcome: 'created' | 'promoted';
  if (existing) {
    if (!options.force) return { outcome: 'refused', reason: 'An account with this address exists. Pass --force to make it an active admin with a new link.' };
    userId = existing.id;
    outcome = 'promoted';
    // A change of roles ends the account's sessions, as an admin's edit does.
    await db()
      .transaction.write(({ user, oneTimeToken }) => [
        // With the active admins' index key, so the expiry job's digests and alerts reach the new admin;
        // an admin carries no appeals, so the account leaves the executors' index.
        user
          .patch({ id: userId })
          .set({ roles: ['ADMIN'], isActive: true, ...activeAdminKeys({ id: userId, roles: ['ADMIN'], isActive: true }) })
          .remove([...EXECUTOR_KEY_ATTRIBUTES])
          .add({ sessionEpoch: 1 })
          .commit(),
        oneTimeToken.create({ ...item, userId }).commit(),
      ])
      .go();
  } else {
    const [name, ...rest] = (options.name ?? 'Адміністратор').trim().split(/\s+/);
    outcome = 'created';
    userId = await createAccount(
      {
        email: options.email,
        // No password yet: a random one nobody knows, until the link sets the real one.
        passwordHash: await hashPassword(randomToken()),
        name,
        last_name: rest.join(' '),
        phone: '',
        responsability: 'Адміністратор платформи',
        institution: '',
        assistanceIds: [],
        roles: ['ADMIN'],
        isActive: true,
        emailVerified: false,
        isOnline: false,
        workStatus: true,
        openAssignments: 0,
      },
      item,
    );
  }
  const url = resetLink(link.token);
  await queueMail(inviteMail(options.email, url));
  return { outcome, userId, link: url };
}

async function main(args: readonly string[]): Promise<number> {
  let options: InviteOptions;
  try {
    options = parseInviteArgs(args);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const { table, siteUrl, region } = await locateStage(options);
  Object.assign(process.env, { TABLE_NAME: table, AWS_REGION: region });
  console.log(`Stage ${options.stage}: table ${table}, site ${siteUrl}`);
  const result = await inviteAdmin({ ...options, siteUrl });
  if (result.outcome === 'refused') {
    console.error(`Refused: ${result.reason}`);
    return 1;
  }
  console.log(
    [
      `${result.outcome === 'created' ? 'Created' : 'Made'} an active ADMIN (user ${result.userId}) for ${options.email}.`,
      `The invitation is in the outbox; the jobs function sends it. While SES is in its sandbox it may not arrive, so here is the link too`,
      `(single use, ${INVITE_LINK_HOURS} hours; it sets the password, then the first sign-in sets up the second factor):`,
      '',
      `  ${result.link}`,
      '',
      'Pass it to the person over a channel you trust, never to anyone else.',
    ].join('\n'),
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`admin:invite failed: ${(error as Error).name}: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
