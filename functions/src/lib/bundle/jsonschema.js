/**
 * Stands in for `jsonschema` in the Lambda bundles only (an esbuild alias,
 * infra/cloud/config/bundling.ts). ElectroDB uses it for one thing: checking each
 * entity's model against its schema when the entity is built. The models are
 * constants of this repository, checked by the real package every time the tests
 * build them, so the deployed bundle need not carry 29 KB to check them again.
 */
export class Validator {
  addSchema() {}

  validate() {
    return { errors: [], valid: true };
  }
}
// ElectroDB adds its custom formats to the prototype's table.
Validator.prototype.customFormats = {};
