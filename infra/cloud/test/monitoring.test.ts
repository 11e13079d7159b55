import { beforeAll, describe, expect, it } from 'vitest';
import { APPEALS_RESERVED_CONCURRENCY } from '../stacks/api-stack';
import { resourcesOf, synthApp, type SynthResult } from './synth';

type Json = any;

/**
 * What the cloud review asked of the alarms and the public form's function:
 * throttling of the table, the API's 4xx and 429s, WAF blocks, and concurrency
 * set aside for the function that answers the form.
 */
describe('monitoring and the form function', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthApp();
  }, 240_000);

  const alarms = (template: SynthResult['templates']['api']): Json[] => Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
  const metricNamesOf = (alarm: Json): string[] =>
    alarm.Properties.MetricName
      ? [alarm.Properties.MetricName]
      : (alarm.Properties.Metrics ?? []).map((m: Json) => m.MetricStat?.Metric.MetricName).filter(Boolean);
  const topicOf = (template: SynthResult['templates']['api']) => Object.keys(resourcesOf(template, 'AWS::SNS::Topic'))[0];

  it('reserves concurrency for the function that answers the public form', () => {
    const [appeals] = Object.entries(resourcesOf(synth.templates.api, 'AWS::Lambda::Function')).filter(([id]) => id.startsWith('AppealsFunction'));
    expect(appeals[1].Properties.ReservedConcurrentExecutions).toBe(APPEALS_RESERVED_CONCURRENCY);
    // The others share the account's pool: nothing else is reserved.
    const reserved = Object.values(resourcesOf(synth.templates.api, 'AWS::Lambda::Function')).filter(
      (f) => f.Properties.ReservedConcurrentExecutions !== undefined,
    );
    expect(reserved).toHaveLength(1);
  });

  it('alarms when DynamoDB throttles the table: requests on every operation the code uses, and read and write events', () => {
    const all = alarms(synth.templates.api);
    const throttled = all.find((a) => metricNamesOf(a).includes('ThrottledRequests'));
    expect(throttled, 'a ThrottledRequests alarm').toBeDefined();
    const operations = throttled.Properties.Metrics.filter((m: Json) => m.MetricStat).map(
      (m: Json) => m.MetricStat.Metric.Dimensions.find((d: Json) => d.Name === 'Operation').Value,
    );
    expect(operations).toEqual(
      expect.arrayContaining(['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']),
    );
    const events = all.find((a) => metricNamesOf(a).includes('ReadThrottleEvents'));
    expect(metricNamesOf(events).sort()).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    for (const alarm of [throttled, events]) {
      expect(alarm.Properties.Threshold).toBe(1);
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicOf(synth.templates.api) }]);
    }
  });

  it('alarms on the REST API’s 4xx share and on 429s counted from its access log', () => {
    const all = alarms(synth.templates.api);
    const clientErrors = all.find((a) => metricNamesOf(a).includes('4XXError'));
    expect(clientErrors, 'a 4XXError rate alarm').toBeDefined();
    expect(metricNamesOf(clientErrors).sort()).toEqual(['4XXError', 'Count']);
    const filters = Object.values(resourcesOf(synth.templates.api, 'AWS::Logs::MetricFilter'));
    expect(filters).toHaveLength(1);
    expect(filters[0].Properties.FilterPattern).toBe('{ $.status = "429" }');
    const [transform] = filters[0].Properties.MetricTransformations;
    const tooMany = all.find((a) => a.Properties.MetricName === transform.MetricName && a.Properties.Namespace === transform.MetricNamespace);
    expect(tooMany, 'an alarm on the 429 count').toBeDefined();
    // The access log the filter reads is the REST stage's.
    const stage = Object.values(resourcesOf(synth.templates.api, 'AWS::ApiGateway::Stage'))[0];
    expect(filters[0].Properties.LogGroupName).toEqual({ Ref: stage.Properties.AccessLogSetting.DestinationArn['Fn::GetAtt'][0] });
  });

  it('alarms in us-east-1 on the requests the web ACL blocked, to a topic of its own there', () => {
    const [blocked] = alarms(synth.templates.waf);
    expect(alarms(synth.templates.waf)).toHaveLength(1);
    expect(blocked.Properties).toMatchObject({ Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests' });
    const acl = Object.values(resourcesOf(synth.templates.waf, 'AWS::WAFv2::WebACL'))[0];
    expect(blocked.Properties.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'WebACL', Value: acl.Properties.VisibilityConfig.MetricName },
        { Name: 'Rule', Value: 'ALL' },
      ]),
    );
    expect(blocked.Properties.AlarmActions).toEqual([{ Ref: topicOf(synth.templates.waf) }]);
    synth.templates.waf.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'alerts@dosyt.org.ua' });
    expect(synth.stacks.waf.region).toBe('us-east-1');
  });
});
