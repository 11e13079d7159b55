import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { MEDIA_KEY_PREFIX } from '../../routes';
import { PRIVATE_BUCKET_PROPS } from './private-bucket';

export interface MediaBucketProps {
  /** @default RemovalPolicy.RETAIN: the images outlive their stack, like the table. */
  removalPolicy?: RemovalPolicy;
}

/**
 * The private bucket of the images admins upload for the public site. Nobody
 * reads it directly: CloudFront serves `media/*` through origin access control,
 * and the media function writes new objects there. Versioned, so an
 * overwritten or deleted image can be brought back for 90 days.
 */
export class MediaBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: MediaBucketProps = {}) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...PRIVATE_BUCKET_PROPS,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90) },
        // Chunked uploads are assembled in the function, but a multipart upload left by hand should not linger.
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });

    // The distribution is in the web stack, deployed after this one, so its ARN cannot
    // be named here: CloudFront may read media/* for distributions of this account only.
    const { account, partition } = Stack.of(this);
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsMedia',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${MEDIA_KEY_PREFIX}*`)],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': account },
          ArnLike: { 'AWS:SourceArn': `arn:${partition}:cloudfront::${account}:distribution/*` },
        },
      }),
    );
  }
}
