import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface SiteWebAclProps {
  /** Most appeal submissions one address may make in five minutes before WAF answers 429. */
  appealSubmissionsPer5Minutes: number;
}

/** The public appeal form: POST /api/appeals (with or without a trailing slash). */
export const APPEAL_FORM_PATH_REGEX = '^/api/appeals/?$';

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * The CloudFront web ACL: a per-address rate limit on the public appeal form
 * and the AWS managed common rule set. Must be created in us-east-1.
 */
export class SiteWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: SiteWebAclProps) {
    super(scope, id);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Dosyt site: appeal form rate limit and AWS common rules',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('dosyt-site'),
      customResponseBodies: {
        'too-many-appeals': {
          contentType: 'APPLICATION_JSON',
          // The answer shape the SPA reads from every error.
          content: JSON.stringify({
            statusCode: 429,
            message: 'Забагато звернень з вашої адреси. Спробуйте, будь ласка, пізніше або зателефонуйте на гарячу лінію.',
          }),
        },
      },
      rules: [
        {
          name: 'appeal-form-rate',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'too-many-appeals' } } },
          visibilityConfig: visibility('dosyt-appeal-form-rate'),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              evaluationWindowSec: 300,
              limit: props.appealSubmissionsPer5Minutes,
              scopeDownStatement: {
                andStatement: {
                  statements: [
                    {
                      byteMatchStatement: {
                        fieldToMatch: { method: {} },
                        positionalConstraint: 'EXACTLY',
                        searchString: 'POST',
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                    {
                      regexMatchStatement: {
                        fieldToMatch: { uriPath: {} },
                        regexString: APPEAL_FORM_PATH_REGEX,
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
        },
        {
          name: 'aws-common-rules',
          priority: 1,
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
