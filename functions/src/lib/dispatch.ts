import type { Context, Handler } from 'aws-lambda';
import { logger } from './logger';

/**
 * One Lambda per domain, several triggers: API Gateway REST, WebSocket,
 * DynamoDB stream and EventBridge schedule events are told apart by shape.
 */
export interface Triggers {
  http?: Handler;
  socket?: Handler;
  stream?: Handler;
  schedule?: Handler;
}

type AnyEvent = {
  httpMethod?: string;
  requestContext?: { eventType?: string };
  Records?: Array<{ eventSource?: string }>;
  source?: string;
  'detail-type'?: string;
};

export function triggerOf(event: AnyEvent): keyof Triggers | undefined {
  if (event.requestContext?.eventType) return 'socket';
  if (event.httpMethod) return 'http';
  if (event.Records?.[0]?.eventSource === 'aws:dynamodb') return 'stream';
  if (event.source === 'aws.events' || event['detail-type'] === 'Scheduled Event') return 'schedule';
  return undefined;
}

export function dispatch(triggers: Triggers): Handler {
  return async (event: AnyEvent, context: Context) => {
    const kind = triggerOf(event);
    const target = kind ? triggers[kind] : undefined;
    if (!target) throw new Error(`Unsupported event for this function: ${kind ?? 'unknown'}`);
    // The HTTP pipeline injects the Lambda context itself; the other triggers get it here.
    if (kind !== 'http') logger.addContext(context);
    return target(event, context, () => undefined);
  };
}
