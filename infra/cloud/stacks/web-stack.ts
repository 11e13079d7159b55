import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { MEDIA_KEY_PREFIX } from '../../routes';
import type { StageConfig } from '../config/stages';
import { SiteDistribution } from '../constructs/site-distribution';
import { acknowledgeWebFindings } from '../nag/web-findings';
import { type MediaBucketExports, importMediaBucket } from './data-stack';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  restApiId: string;
  restStageName: string;
  socketApiId: string;
  socketStageName: string;
  webAclArn: string;
  /** The API stack's secret holding CloudFront's API key for both APIs (constructs/edge-key.ts). */
  edgeKeySecretArn: string;
  /** Where the site's address is published for the functions (mail links); the API stack reads it. */
  siteUrlParameterName: string;
  /** The data stack's media bucket, served at /media/*. */
  mediaBucketExports: MediaBucketExports;
  /** The built SPA; deployed only when it holds an index.html. */
  webDist: string;
}

/** The site: bucket, CloudFront (with the data stack's media bucket at /media/*) and the built SPA. */
export class WebStack extends Stack {
  readonly site: SiteDistribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    if (Boolean(config.domainName) !== Boolean(config.certificateArn)) {
      throw new Error('Set both domainName and certificateArn, or neither (infra/cloud/config/stages.ts).');
    }
    if (config.certificateArn && !config.certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
      throw new Error('certificateArn must be an ACM certificate in us-east-1: CloudFront uses no other region.');
    }

    this.site = new SiteDistribution(this, 'Site', {
      apiRegion: this.region,
      restApiId: props.restApiId,
      restStageName: props.restStageName,
      socketApiId: props.socketApiId,
      socketStageName: props.socketStageName,
      webAclArn: props.webAclArn,
      edgeKeySecretArn: props.edgeKeySecretArn,
      domainName: config.domainName,
      media: {
        bucket: importMediaBucket(this, 'MediaBucket', props.mediaBucketExports),
        pathPattern: `/${MEDIA_KEY_PREFIX}*`,
      },
      certificate: config.certificateArn ? acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn) : undefined,
    });

    if (existsSync(join(props.webDist, 'index.html')) && existsSync(join(props.webDist, 'assets'))) {
      // Hashed bundles never change under their name: cache them for a year.
      const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
        destinationBucket: this.site.bucket,
        sources: [s3deploy.Source.asset(join(props.webDist, 'assets'))],
        destinationKeyPrefix: 'assets/',
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        prune: false,
        memoryLimit: 512,
      });
      // Everything else (index.html above all) is revalidated on every visit.
      const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
        destinationBucket: this.site.bucket,
        sources: [s3deploy.Source.asset(props.webDist, { exclude: ['assets/**'] })],
        cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
        prune: false,
        memoryLimit: 512,
        distribution: this.site.distribution,
        distributionPaths: ['/*'],
      });
      // The new index.html must not go live before the bundles it names.
      shell.node.addDependency(assets);
    } else {
      Annotations.of(this).addWarningV2(
        '@dosyt/infra:no-web-build',
        `${props.webDist} has no index.html and assets/: the site bucket is created but nothing is uploaded. ` + 'Run `npm run build -w web` before deploying.',
      );
    }

    acknowledgeWebFindings({
      stack: this,
      distribution: this.site.distribution,
      bucket: this.site.bucket,
      customDomain: Boolean(config.domainName),
    });

    const host = config.domainName ?? this.site.distribution.distributionDomainName;
    // The functions read it for links in mail (functions/src/lib/site-url.ts): no address is pasted anywhere.
    new ssm.StringParameter(this, 'SiteUrlParameter', {
      parameterName: props.siteUrlParameterName,
      description: 'The site address for links in mail (written by the web stack, read by the functions)',
      stringValue: `https://${host}`,
    });
    new CfnOutput(this, 'SiteUrl', { value: `https://${host}` });
    new CfnOutput(this, 'DistributionDomainName', { value: this.site.distribution.distributionDomainName });
    new CfnOutput(this, 'SiteBucketName', { value: this.site.bucket.bucketName });
  }
}
