import { Validations } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { acknowledgeWildcards } from './wildcards';

export interface WebFindingsScope {
  stack: IConstruct;
  distribution: cloudfront.Distribution;
  bucket: s3.Bucket;
  /** A custom domain with an ACM certificate (TLS 1.2 minimum); otherwise the default *.cloudfront.net one. */
  customDomain: boolean;
}

/** cdk-nag findings of the web stack that are accepted, each with its reason. */
export function acknowledgeWebFindings(scope: WebFindingsScope): void {
  const distribution = Validations.of(scope.distribution);
  distribution.acknowledge({
    id: 'AwsSolutions-CFR1',
    reason:
      'No geo restriction on purpose: people in danger include Ukrainians abroad (refugees, temporarily ' +
      'displaced) who must reach the form from any country.',
  });
  distribution.acknowledge({
    id: 'AwsSolutions-CFR3',
    reason:
      'No CloudFront access logs on purpose: they would store the address, path and query string of every person ' +
      'who seeks help (and the chat token on /ws/). Abuse is visible through WAF metrics and sampled requests, ' +
      'errors through the API access logs that carry no personal data.',
  });
  if (!scope.customDomain) {
    distribution.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'Without domainName/certificateArn the distribution uses the default *.cloudfront.net certificate, whose ' +
        'security policy cannot be raised; stages with a domain get TLSv1.2_2021 (config/stages.ts).',
    });
  }

  Validations.of(scope.bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason:
      'The bucket holds only the public SPA build, is readable only by this distribution (origin access control) ' +
      'and written only by the deployment; server access logs would record nothing but CloudFront and the deployer.',
  });

  // The CDK-provided handler behind BucketDeployment (one per stack).
  const deployment = scope.stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (deployment) {
    const handler = Validations.of(deployment);
    handler.acknowledge({
      id: 'AwsSolutions-L1',
      reason: "BucketDeployment's handler is provided by aws-cdk-lib with its own runtime; it moves with aws-cdk-lib upgrades.",
    });
    handler.acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: "The aws-cdk-lib BucketDeployment handler's role: the basic policy only lets it write its own logs.",
    });
    acknowledgeWildcards(deployment, [
      {
        resource: /cdk-[a-z0-9]+-assets-.*\/\*$/,
        action: /^s3:(GetObject|GetBucket|List)\*$/,
        actions: /^s3:(GetObject\*|GetBucket\*|List\*)$/,
        reason: "BucketDeployment reads the uploaded build from the CDK bootstrap assets bucket (this app's assets).",
      },
      {
        resource: /^<SiteBucket[A-F0-9]+\.Arn>\/\*$/,
        action: /^s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*$/,
        actions: /^s3:(GetObject\*|GetBucket\*|List\*|DeleteObject\*|PutObject.*|Abort\*)$/,
        reason: 'BucketDeployment writes the build into the site bucket (its objects, nothing else).',
      },
      {
        resource: /^\*$/,
        actions: /^cloudfront:(GetInvalidation|CreateInvalidation)$/,
        reason: 'BucketDeployment invalidates the cache after an upload; aws-cdk-lib grants it on every distribution.',
      },
    ]);
  }
}
