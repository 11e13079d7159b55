import { describe, expect, it } from 'vitest';
import { repairImage } from './stream-poller';

describe('stream poller', () => {
  it('gives empty maps back their type, as the Lambda event source delivers them', () => {
    // Prepare: what the Streams SDK client returns for {M: {}} at the top and nested
    const read = { pk: { S: 'a' }, ages: {}, nested: { M: { inner: {} } }, list: { L: [{}] }, gone: { NULL: true } };
    // Act
    const repaired = repairImage(read);
    // Assess
    expect(repaired).toEqual({ pk: { S: 'a' }, ages: { M: {} }, nested: { M: { inner: { M: {} } } }, list: { L: [{ M: {} }] }, gone: { NULL: true } });
  });
});
