/**
 * The one address every local service listens on: DynamoDB Local, the local SES,
 * the gateway. Loopback unless LOCAL_BIND_HOST says otherwise (e.g. 0.0.0.0 to
 * demo from another device on a trusted network): the local table holds appeals,
 * and DynamoDB Local's credentials are fixed and public.
 */
export const localBindHost = (): string => process.env.LOCAL_BIND_HOST?.trim() || '127.0.0.1';

/** The address a client on this machine uses for a service bound to `host`. */
export const clientHost = (host: string): string => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);
