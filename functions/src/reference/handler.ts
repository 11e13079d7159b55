import { ConflictError, NotFoundError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { nextId } from '../db/counters';
import { answer, httpHandler, intParam } from '../lib/http-handler';
import { getSecuritySettings, saveSecuritySettings } from './security-settings';
import { getSettings, saveSettings } from './settings';
import { retentionPreview } from './retention-preview';
import { referenceRoutes } from '@dosyt/core/api/reference';
import { edgeReference } from '../lib/edge-reference';

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
  'update-settings': async (request) => saveSettings(request.input),
  'retention-preview': async (request) => retentionPreview(request.query.retentionMonths),
  'get-security-settings': async () => getSecuritySettings(),
  'update-security-settings': async (request) => saveSecuritySettings(request.input),
  'create-assistance': async ({ input }) => {
    const existing = await listAssistance();
    if (existing.some((t) => t.description.toLowerCase() === input.description.toLowerCase())) {
      throw new ConflictError('Такий вид допомоги вже існує');
    }
    const id = await nextId('assistance');
    await db().entities.assistanceType.create({ id, description: input.description, retired: false }).go();
    return answer({ statusCode: 201, body: { id, description: input.description } });
  },
  'update-assistance': async (request) => {
    const id = intParam(request.params.id);
    const { input } = request;
    const { data } = await db().entities.assistanceType.get({ id }).go();
    if (!data) throw new NotFoundError('Вид допомоги не знайдено');
    await db()
      .entities.assistanceType.patch({ id })
      .set({ description: input.description, retired: input.retired ?? data.retired })
      .go();
    return { id, description: input.description, retired: input.retired ?? data.retired };
  },
});
