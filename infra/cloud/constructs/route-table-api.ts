import { Size } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_MIN_COMPRESSION_BYTES, type Domain, type HttpRoute } from '../../routes';
import { domainFunction, type DomainApiProps } from './domain-api';
import { foldedApiGatewayMethods } from './route-resources';

export interface RouteTableApiProps extends DomainApiProps<HttpRoute> {
  /** API Gateway stage; CloudFront forwards /api/* to /<stageName>/api/*. */
  stageName: string;
}

/**
 * Access log line: who asked for which resource and how it went. No query
 * strings, no bodies, no headers: nothing personal. (Behind CloudFront the
 * source address is CloudFront's edge, not the person.)
 */
const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  method: '$context.httpMethod',
  resourcePath: '$context.resourcePath',
  status: '$context.status',
  latency: '$context.responseLatency',
});

/** Responses API Gateway passes through as binary when the function base64-encodes them. */
const BINARY_MEDIA_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'];

/**
 * The REST API (regional, Lambda proxy) with a method per route of the route table,
 * a domain's subtrees folded into {proxy+} methods (route-resources.ts), stage
 * throttling, per-method throttles from the table, JSON access logs and
 * error-level execution logs without request data.
 */
export class RouteTableApi extends Construct {
  readonly api: apigateway.RestApi;
  readonly accessLogs: logs.LogGroup;

  constructor(scope: Construct, id: string, props: RouteTableApiProps) {
    super(scope, id);
    const methods = foldedApiGatewayMethods(props.routes);

    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    const methodOptions: Record<string, apigateway.MethodDeploymentOptions> = {};
    for (const m of methods) {
      if (m.throttle) {
        methodOptions[`${m.resourcePath}/${m.method}`] = {
          throttlingRateLimit: m.throttle.rateLimit,
          throttlingBurstLimit: m.throttle.burstLimit,
        };
      }
    }

    this.api = new apigateway.RestApi(this, 'Api', {
      description: 'Dosyt /api/*: one Lambda per domain, routes from infra/routes.ts',
      // Regional: CloudFront is the edge. (An edge-optimised API would put a second, hidden distribution before it.)
      endpointConfiguration: { types: [apigateway.EndpointType.REGIONAL] },
      // Every method demands CloudFront's API key (constructs/edge-key.ts): a direct call gets 403 from API Gateway.
      defaultMethodOptions: { apiKeyRequired: true },
      binaryMediaTypes: BINARY_MEDIA_TYPES,
      // CloudFront forwards the viewer's Accept-Encoding to /api/* but does not compress uncached answers.
      minCompressionSize: Size.bytes(API_MIN_COMPRESSION_BYTES),
      // Execution logs need the account-level API Gateway logging role.
      cloudWatchRole: true,
      deployOptions: {
        stageName: props.stageName,
        throttlingRateLimit: props.throttle.rateLimit,
        throttlingBurstLimit: props.throttle.burstLimit,
        methodOptions,
        accessLogDestination: new apigateway.LogGroupLogDestination(this.accessLogs),
        accessLogFormat: apigateway.AccessLogFormat.custom(ACCESS_LOG_FORMAT),
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: true,
        tracingEnabled: true,
      },
    });

    const integrations = new Map<Domain, apigateway.LambdaIntegration>();
    for (const m of methods) {
      const fn = domainFunction(props.functions, m.domain, `route ${m.method} ${m.routes[0].path}`);
      let integration = integrations.get(m.domain);
      if (!integration) {
        // One invoke permission per function for this API instead of one per method:
        // the function's resource policy has a size limit.
        integration = new apigateway.LambdaIntegration(fn, { proxy: true, scopePermissionToMethod: false });
        integrations.set(m.domain, integration);
      }
      this.api.root.resourceForPath(m.resourcePath).addMethod(m.method, integration);
    }
  }
}
