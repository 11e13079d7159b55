import * as s3 from 'aws-cdk-lib/aws-s3';

/** What every bucket of the platform is: private, encrypted, TLS only, owner-enforced, versioned. */
export const PRIVATE_BUCKET_PROPS = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
  versioned: true,
} as const satisfies s3.BucketProps;
