import * as z from '@dosyt/core/validation/zod';
import { ConflictError, NotFoundError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { nextId } from '../db/counters';
import { answer, httpHandler, intParam, parse, withBody } from '../lib/http-handler';
import { getSecuritySettings, saveSecuritySettings } from './security-settings';
import { securitySettingsSchema } from '@dosyt/core/user/security-settings.schema';
import { getSettings, saveSettings, settingsUpdateSchema } from './settings';
import { retentionPreview } from './retention-preview';
import { referenceRoutes } from '@dosyt/core/api/reference';
import { edgeReference } from '../lib/edge-reference';

const assistanceSchema = z.object({
  description: z
    .string({ error: 'Вкажіть назву' })
    .check(z.trim(), z.minLength(3, 'Назва має містити щонайменше 3 символи'), z.maxLength(100, 'Назва задовга')),
  retired: z.optional(z.boolean()),
});

async function listAssistance() {
  const { data } = await db().entities.assistanceType.query.byId({}).go({ pages: 'all' });
  return data
    .filter((t) => !t.retired)
    .sort((a, b) => a.id - b.id)
    .map(({ id, description }) => ({ id, description }));
}

export const handler = httpHandler('reference', referenceRoutes, {
  health: async () => ({ status: 'ok' }),
  'list-assistance': edgeReference(listAssistance),
  'list-statuses': async () => {
    const { data } = await db().entities.appealStatus.query.byId({}).go();
    return data.sort((a, b) => a.id - b.id).map(({ id, title }) => ({ id, title }));
  },
  'get-settings': async () => getSettings(),
  'update-settings': withBody(settingsUpdateSchema, async (input) => saveSettings(input)),
  'retention-preview': async (request) => retentionPreview(request.query.retentionMonths),
  'get-security-settings': async () => getSecuritySettings(),
  'update-security-settings': withBody(securitySettingsSchema, async (input) => saveSecuritySettings(input)),
  'create-assistance': withBody(assistanceSchema, async (input) => {
    const existing = await listAssistance();
    if (existing.some((t) => t.description.toLowerCase() === input.description.toLowerCase())) {
      throw new ConflictError('Такий вид допомоги вже існує');
    }
    const id = await nextId('assistance');
    await db().entities.assistanceType.create({ id, description: input.description, retired: false }).go();
    return answer({ statusCode: 201, body: { id, description: input.description } });
  }),
  'update-assistance': async (request) => {
    const id = intParam(request.params.id);
    const input = parse(assistanceSchema, request.body);
    const { data } = await db().entities.assistanceType.get({ id }).go();
    if (!data) throw new NotFoundError('Вид допомоги не знайдено');
    await db()
      .entities.assistanceType.patch({ id })
      .set({ description: input.description, retired: input.retired ?? data.retired })
      .go();
    return { id, description: input.description, retired: input.retired ?? data.retired };
  },
});
