import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SiteWebAcl } from '../constructs/site-web-acl';

export interface WafStackProps extends StackProps {
  /** @default 50 */
  appealSubmissionsPer5Minutes?: number;
}

/**
 * The CloudFront-scope web ACL. AWS accepts those only in us-east-1, so this
 * is the one stack deployed there; everything that stores data stays in the
 * stage's home region. Its ARN reaches the web stack as a cross-region reference.
 */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    if (props.env?.region !== 'us-east-1') {
      throw new Error('WafStack must be deployed to us-east-1: CloudFront web ACLs exist only there.');
    }
    super(scope, id, props);
    const acl = new SiteWebAcl(this, 'Site', {
      appealSubmissionsPer5Minutes: props.appealSubmissionsPer5Minutes ?? 50,
    });
    this.webAclArn = acl.webAcl.attrArn;
    new CfnOutput(this, 'WebAclArn', { value: this.webAclArn });
  }
}
