/** The query strings of the content routes (content.ts): the functions' pipeline parses each request with these. */
import * as z from '../validation/zod';

/**
 * The public collections' Strapi-style query (`filters[field][$eq]`, `populate`, `sort`,
 * `pagination[page]`, `fields[0]`, …), passed through as its strings: its keys are
 * bracketed paths whose fields depend on the collection, and its mistakes are answered
 * in Strapi's own error envelope, not the pipeline's, so the content function's own
 * parser (functions/src/content/strapi-query.ts) reads it.
 */
export const strapiQuery = z.record(z.string(), z.optional(z.string()));
