import { Duration } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface MonitoringProps {
  /** Receives every alarm (an SNS e-mail subscription, confirmed once by mail). */
  alarmEmail: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The alarms and the encrypted SNS topic they notify. docs/operations.md says
 * what each alarm means and what to do about it.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // A customer managed key: the AWS managed SNS key does not let CloudWatch publish.
    const key = new kms.Key(this, 'TopicKey', {
      description: 'Encrypts the alarm topic',
      enableKeyRotation: true,
    });
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: 'Dosyt alarms',
      masterKey: key,
      enforceSSL: true,
    });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);
  }

  private alarm(id: string, props: cloudwatch.AlarmProps): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, id, {
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      ...props,
    });
    alarm.addAlarmAction(this.action);
    return alarm;
  }

  /** Unhandled errors and throttling of one function. */
  watchFunction(name: string, fn: lambda.IFunction): void {
    this.alarm(`${name}Errors`, {
      alarmDescription: `${name}: the function failed (unhandled error or timeout).`,
      metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    this.alarm(`${name}Throttles`, {
      alarmDescription: `${name}: invocations were throttled (account concurrency exhausted).`,
      metric: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }

  /** Share of REST API answers that are 5xx. */
  watchRestApi(name: string, api: apigateway.RestApi): void {
    this.alarm(`${name}ServerErrorRate`, {
      alarmDescription: `${name}: more than 5% of answers were 5xx in two of three 5-minute periods.`,
      metric: api.metricServerError({ period: FIVE_MINUTES, statistic: 'Average' }),
      threshold: 0.05,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /** Share of WebSocket connects and messages that failed inside API Gateway or the function call. */
  watchWebSocketApi(name: string, stage: apigwv2.IWebSocketStage): void {
    const sum = (metricName: string) => stage.metric(metricName, { period: FIVE_MINUTES, statistic: 'Sum' });
    this.alarm(`${name}ServerErrorRate`, {
      alarmDescription: `${name}: more than 5% of connects and messages failed in two of three 5-minute periods.`,
      metric: new cloudwatch.MathExpression({
        label: 'Failed share of connects and messages',
        expression: 'IF((FILL(cc,0) + FILL(mc,0)) > 0, FILL(ee,0) / (FILL(cc,0) + FILL(mc,0)), 0)',
        usingMetrics: { ee: sum('ExecutionError'), cc: sum('ConnectCount'), mc: sum('MessageCount') },
        period: FIVE_MINUTES,
      }),
      threshold: 0.05,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /** The stream consumer falling behind the table's changes. */
  watchStreamConsumer(name: string, fn: lambda.IFunction): void {
    this.alarm(`${name}IteratorAge`, {
      alarmDescription: `${name}: the oldest unprocessed stream record is more than 10 minutes old.`,
      metric: fn.metric('IteratorAge', { period: FIVE_MINUTES, statistic: 'Maximum' }),
      threshold: Duration.minutes(10).toMilliseconds(),
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /** Anything in a dead-letter queue is work that was given up on. */
  watchDeadLetterQueue(name: string, queue: sqs.IQueue): void {
    this.alarm(`${name}Depth`, {
      alarmDescription: `${name}: records the consumer gave up on are waiting in the dead-letter queue.`,
      metric: queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }

  /** The account's SES bounce rate: at 5% SES reviews the account, at 10% it may pause sending. */
  watchSesBounces(): void {
    this.alarm('SesBounceRate', {
      alarmDescription: 'SES: the bounce rate of this account and region is above 4%.',
      metric: new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName: 'Reputation.BounceRate',
        period: Duration.hours(1),
        statistic: 'Maximum',
      }),
      threshold: 0.04,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }
}
