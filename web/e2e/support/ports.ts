/** Ports of the platform the browser journeys run against (E2E_PORT moves them all). */
const app = Number(process.env.E2E_PORT ?? 3555);

export const E2E_PORTS = { app, dynamodb: app + 1000, mail: app + 1005 } as const;
