import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct, type IDependable } from 'constructs';
import type { WebSocketRoute } from '../../routes';
import { domainFunction, type DomainApiProps } from './domain-api';

export interface SocketApiProps extends DomainApiProps<WebSocketRoute> {
  /**
   * The stage name is the URL path: CloudFront sends /ws/ to this API unchanged,
   * so the stage must be called 'ws'.
   */
  stageName: string;
  /** Access logging needs API Gateway's account-level logging role to exist first. */
  dependsOn?: IDependable;
}

/** No query string: the access token travels in it on $connect. */
const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  connectionId: '$context.connectionId',
  status: '$context.status',
  latency: '$context.integrationLatency',
});

/** The chat WebSocket API: $connect, $disconnect and $default from the route table. */
export class SocketApi extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;
  readonly accessLogs: logs.LogGroup;

  constructor(scope: Construct, id: string, props: SocketApiProps) {
    super(scope, id);
    const routeOptions = (routeKey: WebSocketRoute['routeKey']): apigwv2.WebSocketRouteOptions | undefined => {
      const route = props.routes.find((r) => r.routeKey === routeKey);
      if (!route) return undefined;
      return {
        integration: new WebSocketLambdaIntegration(`${routeKey.slice(1)}-integration`, domainFunction(props.functions, route.domain, `WebSocket ${routeKey}`)),
        // A connection is opened only with CloudFront's API key (constructs/edge-key.ts); later frames ride on it.
        ...(routeKey === '$connect' ? { apiKeyRequired: true } : {}),
      };
    };

    this.api = new apigwv2.WebSocketApi(this, 'Api', {
      description: 'Dosyt chat: /ws/ through CloudFront',
      apiKeySelectionExpression: apigwv2.WebSocketApiKeySelectionExpression.HEADER_X_API_KEY,
      connectRouteOptions: routeOptions('$connect'),
      disconnectRouteOptions: routeOptions('$disconnect'),
      defaultRouteOptions: routeOptions('$default'),
    });

    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: props.stageName,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogs),
        format: apigateway.AccessLogFormat.custom(ACCESS_LOG_FORMAT),
      },
    });
    if (props.dependsOn) this.stage.node.addDependency(props.dependsOn);
  }

  /** Lets a function post to and drop this stage's connections, and tells it where. */
  bindManagement(fn: lambda.Function): void {
    this.stage.grantManagementApiAccess(fn);
    fn.addEnvironment('SOCKET_ENDPOINT', this.stage.callbackUrl);
  }
}
