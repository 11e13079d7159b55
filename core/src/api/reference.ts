import { ADMIN, type HttpRoute } from './types';
import { securitySettingsSchema } from '../user/security-settings.schema';
import { assistanceSchema, settingsUpdateSchema } from './reference-bodies';
import { retentionPreviewQuery } from './service-queries';

export const referenceRoutes = [
  // Reference data and public lookups
  { method: 'GET', path: '/api/health', domain: 'reference', op: 'health', access: 'public' },
  { method: 'GET', path: '/api/assistance/all', domain: 'reference', op: 'list-assistance', access: 'public' },
  { method: 'GET', path: '/api/assistance', domain: 'reference', op: 'list-assistance', access: 'public' },
  { method: 'GET', path: '/api/appeal-status', domain: 'reference', op: 'list-statuses', access: 'signed-in' },
  { method: 'GET', path: '/api/settings/appeals', domain: 'reference', op: 'get-settings', access: ADMIN },
  { method: 'PUT', path: '/api/settings/appeals', domain: 'reference', op: 'update-settings', access: ADMIN, body: settingsUpdateSchema },
  // Before a shorter retention period is saved: how many finished appeals it would anonymise.
  { method: 'GET', path: '/api/settings/appeals/retention-preview', domain: 'reference', op: 'retention-preview', access: ADMIN, query: retentionPreviewQuery },
  // Idle logout and who needs a second factor: every staff screen reads the idle time.
  { method: 'GET', path: '/api/settings/security', domain: 'reference', op: 'get-security-settings', access: 'signed-in' },
  { method: 'PUT', path: '/api/settings/security', domain: 'reference', op: 'update-security-settings', access: ADMIN, body: securitySettingsSchema },
  { method: 'POST', path: '/api/assistance', domain: 'reference', op: 'create-assistance', access: ADMIN, body: assistanceSchema },
  { method: 'PUT', path: '/api/assistance/{id}', domain: 'reference', op: 'update-assistance', access: ADMIN, body: assistanceSchema },
] as const satisfies readonly HttpRoute[];
