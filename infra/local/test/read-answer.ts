import type { IncomingMessage } from 'node:http';

/**
 * Collects a node:http answer (for calls fetch cannot make, e.g. from a chosen local
 * address) and hands over its text and body: the parsed JSON, else the text itself
 * (undefined when empty).
 */
export function readAnswer(res: IncomingMessage, done: (text: string, body: unknown) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    done(text, body);
  });
}
