// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- programs that reach this file only through an import (web/e2e) need its declarations too
/// <reference path="./electrodb-modules.d.ts" />
/**
 * ElectroDB's runtime parts the functions use, each from its own module. The package's
 * index also loads its Service (collections, which no function queries), and being
 * CommonJS it cannot be tree-shaken: through the index every bundle carried ~20 KB more.
 * Types still come from 'electrodb' itself (electrodb-modules.d.ts).
 */
export { Entity } from 'electrodb/src/entity.js';
export { createWriteTransaction } from 'electrodb/src/transaction.js';
