import { Duration } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface MonitoringProps {
  /** Receives every alarm (an SNS e-mail subscription, confirmed once by mail). */
  alarmEmail: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/** Every operation the functions call on the table (ThrottledRequests is counted per operation). */
const TABLE_OPERATIONS: Operation[] = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

/** Namespace of the metrics the alarms derive from log lines. */
export const LOG_METRICS_NAMESPACE = 'Dosyt';

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

  /**
   * Share of REST API answers that are 4xx, and 429s (API Gateway's throttles and the
   * functions' own rate limits). API Gateway publishes no 429 count, so it is counted
   * from the access log (`status` of the JSON line, constructs/route-table-api.ts).
   */
  watchRestApiClientErrors(name: string, api: apigateway.RestApi, accessLogs: logs.ILogGroup): void {
    this.alarm(`${name}ClientErrorRate`, {
      alarmDescription:
        `${name}: more than 25% of at least 100 answers were 4xx in three 5-minute periods in a row ` +
        '(probing, a broken client, or sign-ins being refused).',
      metric: new cloudwatch.MathExpression({
        label: '4xx share of answers',
        expression: 'IF(FILL(n,0) >= 100, FILL(e,0) / n, 0)',
        usingMetrics: {
          e: api.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum' }),
          n: api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
        },
        period: FIVE_MINUTES,
      }),
      threshold: 0.25,
      evaluationPeriods: 3,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    const tooMany = new logs.MetricFilter(this, `${name}TooManyRequestsFilter`, {
      logGroup: accessLogs,
      filterPattern: logs.FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: LOG_METRICS_NAMESPACE,
      metricName: `${name}TooManyRequests`,
      metricValue: '1',
    });
    this.alarm(`${name}TooManyRequests`, {
      alarmDescription: `${name}: more than 50 answers were 429 (throttled or rate-limited) in 5 minutes: a flood, or limits too tight for real use.`,
      metric: tooMany.metric({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: 50,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /**
   * Throttling of the table: requests DynamoDB refused (ThrottledRequests, per operation)
   * and the read and write events behind them. On demand this means a hot partition or
   * traffic past twice the previous peak.
   */
  watchTable(name: string, table: ITable): void {
    this.alarm(`${name}ThrottledRequests`, {
      alarmDescription: `${name}: DynamoDB throttled requests (a hot partition, or traffic past twice its previous peak).`,
      metric: table.metricThrottledRequestsForOperations({
        operations: TABLE_OPERATIONS,
        period: FIVE_MINUTES,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    const events = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/DynamoDB', metricName, dimensionsMap: { TableName: table.tableName }, period: FIVE_MINUTES, statistic: 'Sum' });
    this.alarm(`${name}ThrottleEvents`, {
      alarmDescription: `${name}: DynamoDB read or write throttle events on the table.`,
      metric: new cloudwatch.MathExpression({
        label: 'Read and write throttle events',
        expression: 'FILL(r,0) + FILL(w,0)',
        usingMetrics: { r: events('ReadThrottleEvents'), w: events('WriteThrottleEvents') },
        period: FIVE_MINUTES,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }

  /**
   * Requests a CloudFront web ACL blocked (all its rules). Some are expected (the
   * per-address limits exist to block); many in a row mean a flood of the form or sign-in.
   */
  watchWebAcl(name: string, webAcl: wafv2.CfnWebACL): void {
    const visibility = webAcl.visibilityConfig as wafv2.CfnWebACL.VisibilityConfigProperty;
    this.alarm(`${name}BlockedRequests`, {
      alarmDescription: `${name}: the web ACL blocked more than 200 requests in each of two 5-minute periods (a flood of the form, sign-in or socket).`,
      metric: new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        // A CloudFront web ACL's metrics have no Region dimension; WebACL is its metric name.
        dimensionsMap: { WebACL: visibility.metricName, Rule: 'ALL' },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      }),
      threshold: 200,
      evaluationPeriods: 2,
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
