import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { AppFunction } from './app-function';

export interface MailSenderProps {
  /** The one sender address; it, or its domain, must be a verified SES identity. */
  mailFrom: string;
}

/** Sending mail through SES, from the configured sender only. */
export class MailSender extends Construct {
  private readonly identityArns: string[];

  constructor(
    scope: Construct,
    id: string,
    private readonly props: MailSenderProps,
  ) {
    super(scope, id);
    const senderDomain = props.mailFrom.split('@')[1];
    this.identityArns = [props.mailFrom, senderDomain].map((identity) =>
      Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
    );
  }

  /** Lets `fn` send as MAIL_FROM and nothing else. */
  grantSend(fn: AppFunction): void {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: this.identityArns,
        conditions: { StringEquals: { 'ses:FromAddress': this.props.mailFrom } },
      }),
    );
    fn.addEnvironment('MAIL_FROM', this.props.mailFrom);
  }
}
