/**
 * Stands in for `jsonschema` in the Lambda bundles only (an esbuild alias,
 * infra/cloud/config/bundling.ts). ElectroDB uses it for one thing: checking
 * each entity's model when it is constructed. The same models are checked by
 * the real validator in every test run and by the local runtime, so the bundles
 * skip the 28 KB library and that work at each cold start.
 */
export class Validator {
  addSchema(): void {}
  validate(): { errors: unknown[] } {
    return { errors: [] };
  }
}
// ElectroDB registers its custom formats on the prototype.
(Validator.prototype as unknown as { customFormats: Record<string, unknown> }).customFormats = {};
