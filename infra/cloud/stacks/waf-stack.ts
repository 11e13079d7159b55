import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Monitoring } from '../constructs/monitoring';
import { SiteWebAcl } from '../constructs/site-web-acl';

export interface WafStackProps extends StackProps {
  /** Receives the web ACL's alarm (this region's own topic: CloudWatch alarms notify topics of their own region). */
  alarmEmail: string;
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
    // WAF publishes a CloudFront web ACL's metrics in us-east-1: the alarm and its topic live here.
    new Monitoring(this, 'Monitoring', { alarmEmail: props.alarmEmail }).watchWebAcl('SiteWebAcl', acl.webAcl);
    new CfnOutput(this, 'WebAclArn', { value: this.webAclArn });
  }
}
