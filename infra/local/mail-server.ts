import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { clientHost, localBindHost } from './bind-host';

/** aws-ses-v2-local: a local SES answering the real @aws-sdk/client-ses, with a mail viewer at its root. */
export interface LocalMail {
  endpoint: string;
  close(): Promise<void>;
}

type StartSes = (config: { host: string; port: number }) => Promise<Server>;

export async function startLocalMail(port: number, host = localBindHost()): Promise<LocalMail> {
  const require = createRequire(import.meta.url);
  const mod = require('aws-ses-v2-local') as { default: StartSes };
  const server = await mod.default({ host, port });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    endpoint: `http://${clientHost(host)}:${actualPort}`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}
