/**
 * Deployed in place of a domain handler that does not exist yet, and only by a
 * non-strict synth (`npm run synth` while the functions are being written). A
 * deploy is always strict, so this never reaches a real stage.
 */
export async function handler(event: { httpMethod?: string }) {
  if (event.httpMethod) {
    return {
      statusCode: 503,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ statusCode: 503, message: 'Сервіс тимчасово недоступний' }),
    };
  }
  throw new Error('This function has no handler yet');
}
