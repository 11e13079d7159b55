import { serviceSchema, type ServiceBody } from '@dosyt/core/referral/referral.schema';
import { serviceBodyOf, type ServiceFormValues } from './service-form';

/** The form's check: core's service schema, its messages on the fields they name. */
export function checkServiceForm(values: ServiceFormValues): { success: true; output: ServiceBody } | { success: false; fieldErrors: Record<string, string> } {
  const body = serviceBodyOf(values);
  const result = serviceSchema.safeParse(body);
  if (result.success) return { success: true, output: body };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors };
}
