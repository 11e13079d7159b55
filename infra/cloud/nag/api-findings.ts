import { Stack, Validations } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';
import { TABLE_ACTIONS } from '../constructs/app-function';
import type { EdgeKey } from '../constructs/edge-key';
import type { SigningKey } from '../constructs/signing-key';
import { acknowledgeWildcards, type WildcardRule } from './wildcards';

export interface ApiFindingsScope {
  stack: IConstruct;
  restApi: apigateway.RestApi;
  socketApi: apigwv2.WebSocketApi;
  signingKey: SigningKey;
  edgeKey: EdgeKey;
  deadLetterQueues: readonly sqs.Queue[];
  /** The table's ARN as the API stack sees it (its index ARNs are `<that>/index/*`). */
  tableArn: string;
  /** The media objects the media function may add (`<bucket ARN>/media/*`). */
  mediaObjectsArn: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOf = (actions: readonly string[]) => new RegExp(`^(${actions.map(escape).join('|')})$`);

/**
 * cdk-nag findings of the API stack that are accepted, each with its reason.
 * Call after every grant has been made.
 */
export function acknowledgeApiFindings(scope: ApiFindingsScope): void {
  // How cdk-nag will print the table ARN (an imported export, or a restored table's ARN).
  const tableArn = flattenCfnReference(Stack.of(scope.stack).resolve(scope.tableArn));
  const mediaObjects = flattenCfnReference(Stack.of(scope.stack).resolve(scope.mediaObjectsArn));
  const wildcardRules: WildcardRule[] = [
    {
      resource: new RegExp(`^${escape(mediaObjects)}$`),
      actions: /^s3:PutObject$/,
      reason:
        'Uploaded images get new unique names at run time: the media function may only add objects under media/ ' +
        'of the media bucket (no read, list or delete, no other prefix).',
    },
    {
      resource: /^\*$/,
      actions: /^xray:(PutTraceSegments|PutTelemetryRecords)$/,
      reason: 'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords accept no resource-level permissions.',
    },
    {
      resource: /^\*$/,
      actions: /^dynamodb:ListStreams$/,
      reason:
        'The DynamoDB event source mapping needs dynamodb:ListStreams, which accepts no resource-level permissions; ' +
        "reading records is limited to this table's stream.",
    },
    {
      resource: new RegExp(`^${escape(tableArn)}/index/\\*$`),
      actions: oneOf(TABLE_ACTIONS['read-write']),
      reason: "The indexes of the one table (gsi1-gsi5, functions/src/db/table.ts); no other table's.",
    },
    {
      resource: /\/ws\/\*\/@connections\/\*$/,
      actions: /^execute-api:ManageConnections$/,
      reason:
        "Connection ids are made per client at run time; the grant covers only this WebSocket API's ws stage " + '(post to, look up and drop connections).',
    },
  ];
  acknowledgeWildcards(scope.stack, wildcardRules);

  const rest = Validations.of(scope.restApi);
  rest.acknowledge({
    id: 'AwsSolutions-APIG2',
    reason:
      'Requests are validated in the domain handler with the core/ zod schemas the forms use, which answer 400 with ' +
      'Ukrainian field messages; an API Gateway validator would be a second copy of every schema.',
  });
  rest.acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      "Authorisation is the handler middleware's: an ES256 access token verified with aws-jwt-verify and the " +
      "route table's role list (no token 401, wrong role 403). Public routes (appeal form, sign-in, registration, " +
      'lookups) are public by design (DESIGN.md section 3).',
  });
  rest.acknowledge({
    id: 'AwsSolutions-COG4',
    reason: 'The platform issues its own tokens (DESIGN.md: JWT signing key in Secrets Manager); there is no Cognito user pool.',
  });
  Validations.of(scope.restApi.deploymentStage).acknowledge({
    id: 'AwsSolutions-APIG3',
    reason:
      'The web ACL sits on the CloudFront distribution, the only way in: every method demands the API key only ' +
      'CloudFront sends (constructs/edge-key.ts), so a direct call to the execute-api address is answered 403 by ' +
      'API Gateway, and the functions refuse a request API Gateway did not let in with that key. A second, ' +
      'REGIONAL web ACL here would see only CloudFront.',
  });
  const cloudWatchRole = scope.restApi.node.tryFindChild('CloudWatchRole');
  if (cloudWatchRole) {
    Validations.of(cloudWatchRole).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason:
        "AWS's own policy for API Gateway's account-level logging role, needed for access and error logs; it only " +
        'lets API Gateway write to CloudWatch Logs.',
    });
  }

  Validations.of(scope.socketApi).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      'The chat function authenticates the access token (query parameter) on $connect and refuses the connection ' +
      'without a valid one; $disconnect and $default only ever see connections that passed $connect.',
  });

  Validations.of(scope.signingKey.secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'An ES256 key pair cannot be rotated by a generic rotation function: the deploy-time custom resource makes a ' +
      'new pair when the stage is deployed with a new signingKeyGeneration (docs/operations.md), and tokens signed ' +
      'with the old key expire within the access-token lifetime (15 minutes).',
  });
  Validations.of(scope.edgeKey.secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'CloudFront and API Gateway read this key through dynamic references at deploy time, so a rotation function ' +
      'would leave both on the old value; it is rotated by putting a new random value and deploying the stage ' +
      '(docs/operations.md).',
  });
  for (const queue of scope.deadLetterQueues) {
    Validations.of(queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter destination of the stream consumer; it is watched by an alarm.',
    });
  }
}
