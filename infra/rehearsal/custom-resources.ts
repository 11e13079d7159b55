import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { RunningFunction } from './function-host';
import { ACCOUNT, type DeployedStack } from './resolve';

/**
 * Custom resources as CloudFormation runs them: the provider function is
 * invoked with a Create / Update / Delete event whose ResponseURL is a local
 * endpoint (standing in for the pre-signed S3 URL); the answer it PUTs there
 * (SUCCESS or FAILED, PhysicalResourceId, Data) is what the stack gets.
 */

export interface CustomResourceAnswer {
  Status: 'SUCCESS' | 'FAILED';
  Reason?: string;
  PhysicalResourceId?: string;
  Data?: Record<string, unknown>;
}

export interface CustomResourceRun {
  stack: string;
  logicalId: string;
  type: string;
  requestType: 'Create' | 'Update' | 'Delete';
  status: 'SUCCESS' | 'FAILED';
  reason?: string;
  dataKeys: string[];
  ms: number;
}

export interface CustomResourceRequest {
  RequestType: 'Create' | 'Update' | 'Delete';
  stack: DeployedStack;
  logicalId: string;
  resourceType: string;
  physicalResourceId?: string;
  properties: Record<string, unknown>;
  oldProperties?: Record<string, unknown>;
}

/** CloudFormation hands custom resources every scalar property as a string. */
function stringified(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stringified);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stringified(v)]));
  return value === undefined || value === null ? value : String(value);
}

export class CustomResources {
  readonly runs: CustomResourceRun[] = [];
  readonly skipped: Array<{ stack: string; logicalId: string; type: string; reason: string }> = [];
  private readonly waiting = new Map<string, (answer: CustomResourceAnswer) => void>();
  private server?: Server;
  private url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const id = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const done = this.waiting.get(id);
        if (req.method !== 'PUT' || !done) {
          res.writeHead(403).end();
          return;
        }
        try {
          done(JSON.parse(Buffer.concat(chunks).toString('utf8')) as CustomResourceAnswer);
          res.writeHead(200).end();
        } catch {
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((ok) => this.server!.listen(0, '127.0.0.1', () => ok()));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/cloudformation-response/`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((ok) => (this.server ? this.server.close(() => ok()) : ok()));
  }

  async run(provider: RunningFunction, request: CustomResourceRequest, timeoutMs = 120_000): Promise<CustomResourceAnswer> {
    const requestId = randomUUID();
    const started = Date.now();
    const answered = new Promise<CustomResourceAnswer>((resolve) => {
      this.waiting.set(requestId, resolve);
      setTimeout(() => resolve({ Status: 'FAILED', Reason: `no answer at the ResponseURL within ${timeoutMs / 1000} s` }), timeoutMs).unref();
    });
    const { stack } = request;
    const event = {
      RequestType: request.RequestType,
      ServiceToken: provider.spec.name,
      ResponseURL: `${this.url}${requestId}`,
      StackId: `arn:aws:cloudformation:${stack.region}:${ACCOUNT}:stack/${stack.name}/rehearsal`,
      RequestId: requestId,
      ResourceType: request.resourceType,
      LogicalResourceId: request.logicalId,
      ...(request.physicalResourceId ? { PhysicalResourceId: request.physicalResourceId } : {}),
      ResourceProperties: stringified(request.properties),
      ...(request.oldProperties ? { OldResourceProperties: stringified(request.oldProperties) } : {}),
    };
    // An asynchronous invocation: a function that fails without answering leaves the stack waiting.
    const invoked = provider
      .invoke(event)
      .then((r) =>
        r.ok
          ? undefined
          : ({ Status: 'FAILED', Reason: `the provider failed without answering: ${r.error?.name}: ${r.error?.message}` } as CustomResourceAnswer),
      );
    const answer = await Promise.race([answered, invoked.then((failed) => failed ?? answered)]);
    this.waiting.delete(requestId);
    this.runs.push({
      stack: stack.name,
      logicalId: request.logicalId,
      type: request.resourceType,
      requestType: request.RequestType,
      status: answer.Status,
      reason: answer.Status === 'FAILED' ? answer.Reason : undefined,
      dataKeys: Object.keys(answer.Data ?? {}),
      ms: Date.now() - started,
    });
    return answer;
  }
}
