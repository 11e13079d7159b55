/**
 * What the routes take as their JSON body, by route key, where the functions parse it
 * with a core schema: the schema's input type (or the wire type beside it), so the web's call and the function's
 * check cannot disagree. A route not listed takes any body (typed by its caller).
 */
import type { RouteKey } from './route-key';
import type { AssignmentPatchBody } from '../appeal/appeal.wire';
import type { chatMessageSchema } from '../chat/chat.schema';
import type { AdminProfileBody, forgotPasswordSchema, loginSchema, ProfileBody, registrationSchema, resetPasswordSchema } from '../user/user.schema';
import type { PartnerAnswerBody, ReferralBody, ServiceBody } from '../referral/referral.schema';
import type * as z from '../validation/zod';

type Bodies<T extends { [K in keyof T]: K extends RouteKey ? unknown : never }> = T;

export type ApiBodies = Bodies<{
  'POST /api/auth/login': z.input<typeof loginSchema>;
  'POST /api/auth/registration': z.input<typeof registrationSchema>;
  'POST /api/auth/forgot-password': z.input<typeof forgotPasswordSchema>;
  'POST /api/auth/reset-password-with-validation': z.input<typeof resetPasswordSchema>;
  // Schemas that coerce their fields take `unknown` in; their wire types say what a client sends.
  /** One's own whole profile, or an admin's change of only the fields that changed. */
  'PUT /api/users/profile/{userId}': ProfileBody | AdminProfileBody;
  'PATCH /api/appeal-history/{id}': AssignmentPatchBody;
  'POST /api/chats': z.input<typeof chatMessageSchema>;
  // Referral pathways (issue 36)
  'POST /api/admin/services': ServiceBody;
  'PUT /api/admin/services/{id}': ServiceBody;
  'POST /api/appeals/{id}/referrals': ReferralBody;
  'POST /api/referrals/{token}': PartnerAnswerBody;
}>;
