import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface LogViewerProps {
  /** The log viewer's function. */
  viewer: lambda.Function;
  /** The functions whose logs it shows. */
  watched: readonly lambda.Function[];
}

/** The admin log viewer: the other functions' log groups, read only (LOG_GROUPS). */
export class LogViewer extends Construct {
  constructor(scope: Construct, id: string, props: LogViewerProps) {
    super(scope, id);
    const groups = props.watched.map((fn) => fn.logGroup);
    props.viewer.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['logs:FilterLogEvents', 'logs:GetLogEvents'],
        resources: groups.map((group) => group.logGroupArn),
      }),
    );
    props.viewer.addEnvironment('LOG_GROUPS', groups.map((group) => group.logGroupName).join(','));
  }
}
