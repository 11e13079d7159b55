/**
 * What the routes take as their JSON body, by route key. Each route of the contract names
 * its body's schema beside its path (`body` in core/src/api/<domain>.ts, `null` for none),
 * and the functions' pipeline parses the body with it and nothing else: the web's call
 * and the function's check cannot disagree. A POST, PUT or PATCH route without `body`
 * fails to compile (HttpRoute in types.ts).
 */
import type { RouteKey, RouteOf } from './route-key';
import type { BodyContext, BodySchema } from './types';
import type { AppealCreateBody, AppealUpdateBody, AssignmentPatchBody } from '../appeal/appeal.wire';
import type { AdminProfileBody, ProfileBody } from '../user/profile.schema';
import type { PartnerAnswerBody, ReferralBody, ServiceBody } from '../referral/referral.schema';
import type * as z from '../validation/zod';

/** The schema a route's `body` names, whichever it picks where it picks by the caller. */
type SchemaOf<B> = B extends (context: BodyContext) => infer S ? S : B;

/** What the use-case receives: the body as its schema gives it, `undefined` for a route that reads none. */
export type BodyInput<B extends BodySchema | null | undefined> = SchemaOf<B> extends infer S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a client sends: the schema's input, `undefined` where the route reads none. */
type SchemaBody<B> = SchemaOf<B> extends infer S extends z.ZodMiniType ? z.input<S> : undefined;

type WireBodies<T extends { [K in keyof T]: K extends RouteKey ? unknown : never }> = T;

/**
 * Schemas that coerce their fields take `unknown` in; their wire types say what a client sends.
 * Each stands for its route's schema input here.
 */
type CoercedBodies = WireBodies<{
  'POST /api/appeals': AppealCreateBody;
  /** A select's region id or community code may come as a string; both are read as numbers. */
  'PUT /api/appeals/{id}': Omit<AppealUpdateBody, 'community_id' | 'region_id'> & { community_id?: number | string; region_id?: number | string };
  /** One's own whole profile, or an admin's change of only the fields that changed. */
  'PUT /api/users/profile/{userId}': ProfileBody | AdminProfileBody;
  'PATCH /api/appeal-history/{id}': AssignmentPatchBody;
  // Referral pathways
  'POST /api/admin/services': ServiceBody;
  'PUT /api/admin/services/{id}': ServiceBody;
  'POST /api/appeals/{id}/referrals': ReferralBody;
  'POST /api/referrals/{token}': PartnerAnswerBody;
}>;

/** The body the route `K` takes. */
export type ApiBody<K extends RouteKey> = K extends keyof CoercedBodies ? CoercedBodies[K] : SchemaBody<RouteOf<K> extends { body: infer B } ? B : undefined>;
