import { createServer, type Server } from 'node:http';
import type { Iam } from './iam';
import { ACCOUNT } from './resolve';

/**
 * The AWS Parameters and Secrets Lambda Extension, standing in on the port the
 * functions use: `GET /secretsmanager/get?secretId=` and
 * `GET /systemsmanager/parameters/get?name=`, answered only with a known
 * session token in X-Aws-Parameters-Secrets-Token, for a function whose template
 * has the extension layer, and only what its role's policies allow.
 */

export interface ExtensionCaller {
  id: string;
  hasExtension: boolean;
}

export interface ExtensionOptions {
  iam: Iam;
  region: string;
  callerByToken: (token: string) => ExtensionCaller | undefined;
  secret: (id: string) => { arn: string; name: string; value: string } | undefined;
  parameter: (name: string) => string | undefined;
  port: number;
}

export interface ExtensionStandIn {
  port: number;
  /** Calls from functions without the layer: in Lambda nothing would answer them. */
  withoutLayer: Array<{ caller: string; path: string }>;
  close(): Promise<void>;
}

export async function startExtension(options: ExtensionOptions): Promise<ExtensionStandIn> {
  const withoutLayer: ExtensionStandIn['withoutLayer'] = [];
  const handler: Parameters<typeof createServer>[1] = (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const token = String(req.headers['x-aws-parameters-secrets-token'] ?? '');
      const caller = options.callerByToken(token);
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (!caller) return answer(401, 'unauthorized: the X-Aws-Parameters-Secrets-Token is not a session token of this function');
      if (!caller.hasExtension) {
        withoutLayer.push({ caller: caller.id, path: url.pathname });
        return answer(503, 'no extension layer in this function');
      }
      if (url.pathname === '/secretsmanager/get') {
        const id = url.searchParams.get('secretId') ?? '';
        const secret = options.secret(id);
        const resource = secret?.arn ?? `arn:aws:secretsmanager:${options.region}:${ACCOUNT}:secret:${id}`;
        const decision = await options.iam.authorize(caller.id, { action: 'secretsmanager:GetSecretValue', resource });
        // The extension passes on Secrets Manager's own answer and status.
        if (decision !== 'Allowed')
          return answer(400, { __type: 'AccessDeniedException', Message: `not authorized to perform: secretsmanager:GetSecretValue on resource: ${resource}` });
        if (!secret) return answer(400, { __type: 'ResourceNotFoundException', Message: "Secrets Manager can't find the specified secret." });
        return answer(200, {
          ARN: secret.arn,
          Name: secret.name,
          SecretString: secret.value,
          VersionId: 'rehearsal',
          VersionStages: ['AWSCURRENT'],
          CreatedDate: new Date().toISOString(),
        });
      }
      if (url.pathname === '/systemsmanager/parameters/get') {
        const name = url.searchParams.get('name') ?? '';
        const resource = `arn:aws:ssm:${options.region}:${ACCOUNT}:parameter/${name.replace(/^\//, '')}`;
        const decision = await options.iam.authorize(caller.id, { action: 'ssm:GetParameter', resource });
        if (decision !== 'Allowed')
          return answer(400, { __type: 'AccessDeniedException', message: `not authorized to perform: ssm:GetParameter on resource: ${resource}` });
        const value = options.parameter(name);
        if (value === undefined) return answer(400, { __type: 'ParameterNotFound' });
        return answer(200, { Parameter: { Name: name, Type: 'String', Value: value, Version: 1, ARN: resource }, ResultMetadata: {} });
      }
      answer(404, 'not found');
    })();
  };
  // Functions ask for http://localhost:<port>: both loopback addresses answer.
  const servers: Server[] = [];
  let port = options.port;
  for (const host of ['127.0.0.1', '::1']) {
    const server = createServer(handler);
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, host, () => resolve(true));
    });
    if (!ok) {
      if (host === '127.0.0.1') throw new Error(`the extension's port ${port} is taken`);
      continue;
    }
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : port;
    servers.push(server);
  }
  return {
    port,
    withoutLayer,
    close: async () => {
      for (const s of servers) {
        s.closeAllConnections();
        await new Promise<void>((ok) => s.close(() => ok()));
      }
    },
  };
}
