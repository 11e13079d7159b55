import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * A per-address limit on public routes that cost something to abuse. The
 * limits are requests per address in a five-minute window (WAF's smallest is 10).
 */
export interface RateRule {
  name: string;
  /** The HTTP method the rule counts (the socket's connect is a GET). */
  method: 'GET' | 'POST';
  /** Site paths (as in infra/routes.ts, or '/ws' for the socket). */
  paths: readonly string[];
  /** The URI paths counted: `paths`, each with or without a trailing slash (the socket: anything below /ws). */
  regex: string;
  limitPer5Minutes: number;
  /** Which custom response body a blocked request gets. */
  body: 'too-many-appeals' | 'too-many-requests';
}

export interface SiteWebAclProps {
  /** Most appeal submissions one address may make in five minutes before WAF answers 429. */
  appealSubmissionsPer5Minutes: number;
}

/** The public appeal form: POST /api/appeals (with or without a trailing slash). */
export const APPEAL_FORM_PATH_REGEX = '^/api/appeals/?$';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One anchored regex for a rule's paths, each with or without a trailing slash. */
export function pathRegex(paths: readonly string[]): string {
  const alternatives = paths.map((p) => escape(p.replace(/\/$/, '')));
  return alternatives.length === 1 ? `^${alternatives[0]}/?$` : `^(${alternatives.join('|')})/?$`;
}

const ACCOUNT_MAIL_PATHS = ['/api/auth/registration', '/api/auth/forgot-password', '/api/auth/reset-password-with-validation'];
/** The second step of a sign-in: a code, or setting a second factor up with the password step's challenge. */
export const CODE_STEP_PATHS = ['/api/auth/login/code', '/api/auth/login/enrolled', '/api/auth/login/enrolment', '/api/auth/login/enrolment/confirm'];
/** The person's follow-up status page: a look-up by code and a message with it. */
export const FOLLOW_UP_PATHS = ['/api/follow-up', '/api/follow-up/messages'];

/** A partner service's referral link: the token is the path's last segment. */
export const REFERRAL_LINK_PATH = '/api/referrals/{token}';
const REFERRAL_LINK_REGEX = '^/api/referrals/[A-Za-z0-9_-]{1,64}/?$';

/** The rate-limited routes; infra/cloud/test/web-stack.test.ts checks each path against the route table. */
export function rateRules(appealSubmissionsPer5Minutes: number): RateRule[] {
  return [
    {
      name: 'appeal-form-rate',
      method: 'POST',
      paths: ['/api/appeals'],
      regex: APPEAL_FORM_PATH_REGEX,
      limitPer5Minutes: appealSubmissionsPer5Minutes,
      body: 'too-many-appeals',
    },
    // The handler also limits attempts per address and per account (functions/src/auth/attempts.ts).
    {
      name: 'sign-in-rate',
      method: 'POST',
      paths: ['/api/auth/login'],
      regex: pathRegex(['/api/auth/login']),
      limitPer5Minutes: 50,
      body: 'too-many-requests',
    },
    // Codes: the handler takes 5 a challenge, 5 per account and address in 15 minutes and
    // 10 per account an hour (functions/src/auth/two-factor/checks.ts); this keeps one
    // address from spending them, or the functions' time, on many accounts at once.
    {
      name: 'code-step-rate',
      method: 'POST',
      paths: CODE_STEP_PATHS,
      regex: pathRegex(CODE_STEP_PATHS),
      limitPer5Minutes: 30,
      body: 'too-many-requests',
    },
    // The API's buckets for these routes are shared by every person following an appeal:
    // without a per-address limit in front, one address could spend them for all. The
    // handler allows 20 look-ups and 10 messages an address an hour.
    {
      name: 'follow-up-rate',
      method: 'POST',
      paths: FOLLOW_UP_PATHS,
      regex: pathRegex(FOLLOW_UP_PATHS),
      limitPer5Minutes: 20,
      body: 'too-many-requests',
    },
    // The partner's link: a service opens it a few times and answers two or three times in
    // 14 days; the handler allows 10 wrong links an address in 15 minutes.
    {
      name: 'referral-link-read-rate',
      method: 'GET',
      paths: [REFERRAL_LINK_PATH],
      regex: REFERRAL_LINK_REGEX,
      limitPer5Minutes: 30,
      body: 'too-many-requests',
    },
    {
      name: 'referral-link-answer-rate',
      method: 'POST',
      paths: [REFERRAL_LINK_PATH],
      regex: REFERRAL_LINK_REGEX,
      limitPer5Minutes: 20,
      body: 'too-many-requests',
    },
    // Each of these queues a mail: the fewest.
    {
      name: 'account-mail-rate',
      method: 'POST',
      paths: ACCOUNT_MAIL_PATHS,
      regex: pathRegex(ACCOUNT_MAIL_PATHS),
      limitPer5Minutes: 20,
      body: 'too-many-requests',
    },
    // The chat socket's $connect: the SPA reconnects with back-off, far below this.
    { name: 'socket-connect-rate', method: 'GET', paths: ['/ws'], regex: '^/ws(/.*)?$', limitPer5Minutes: 100, body: 'too-many-requests' },
  ];
}

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function rateRule(rule: RateRule, priority: number): wafv2.CfnWebACL.RuleProperty {
  return {
    name: rule.name,
    priority,
    action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: rule.body } } },
    visibilityConfig: visibility(`dosyt-${rule.name}`),
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        evaluationWindowSec: 300,
        limit: rule.limitPer5Minutes,
        scopeDownStatement: {
          andStatement: {
            statements: [
              {
                byteMatchStatement: {
                  fieldToMatch: { method: {} },
                  positionalConstraint: 'EXACTLY',
                  searchString: rule.method,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
              {
                regexMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  regexString: rule.regex,
                  textTransformations: [
                    { priority: 0, type: 'URL_DECODE' },
                    { priority: 1, type: 'NORMALIZE_PATH' },
                  ],
                },
              },
            ],
          },
        },
      },
    },
  };
}

/** The answer shape the SPA reads from every error. */
const body = (message: string) => ({ contentType: 'APPLICATION_JSON', content: JSON.stringify({ statusCode: 429, message }) });

/**
 * The CloudFront web ACL: per-address rate limits on the appeal form, sign-in and
 * its code step, the follow-up page, the routes that send account mail and the chat
 * socket's connect, then the
 * AWS managed common rule set. Must be created in us-east-1.
 */
export class SiteWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  readonly rateRules: RateRule[];

  constructor(scope: Construct, id: string, props: SiteWebAclProps) {
    super(scope, id);
    this.rateRules = rateRules(props.appealSubmissionsPer5Minutes);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Dosyt site: per-address limits on the form, sign-in and its code step, follow-up, account mail and the socket, and the AWS common rules',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('dosyt-site'),
      customResponseBodies: {
        'too-many-appeals': body('Забагато звернень з вашої адреси. Спробуйте, будь ласка, пізніше або зателефонуйте на гарячу лінію.'),
        'too-many-requests': body('Забагато запитів з вашої адреси. Спробуйте, будь ласка, за кілька хвилин.'),
      },
      rules: [
        ...this.rateRules.map((rule, i) => rateRule(rule, i)),
        {
          name: 'aws-common-rules',
          priority: this.rateRules.length,
          overrideAction: { none: {} },
          visibilityConfig: visibility('dosyt-aws-common-rules'),
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Reports, comments and content posts are longer than the rule set's 8 KB
              // body limit; the handlers enforce their own body size limit.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
        },
      ],
    });
  }
}
