/**
 * Answers that are bytes, not JSON (a workbook, a log file, a page): the contract
 * names their media type, so the server sends it and the web asks for it (Accept)
 * from the one place, and a route that stops sending JSON breaks its JSON callers.
 */
declare const mediaType: unique symbol;

/** The answer of a route that sends bytes of media type `M`: the web reads it as a Blob. */
export interface Binary<M extends string> {
  readonly [mediaType]: M;
}

/** The media type a binary answer names. */
export type MediaTypeOf<A> = A extends Binary<infer M> ? M : never;

/** An .xlsx workbook. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type Xlsx = Binary<typeof XLSX_MEDIA_TYPE>;
