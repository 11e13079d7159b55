/** Unsigned JWTs for tests: the browser only decodes, the server verifies. */
const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

export const tokenFor = (roles: unknown, extra: Record<string, unknown> = {}) =>
  makeToken({ sub: '42', name: 'Олена Петренко', roles, regionId: 16, exp: inOneHour(), ...extra });
