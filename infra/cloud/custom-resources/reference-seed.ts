/**
 * CloudFormation custom resource: the stage's reference data, loaded by the deploy
 * itself. Create and Update run the seed of functions/src/reference/seed/seed.ts (the
 * code the local runtime runs) against the table: regions and communities, statuses,
 * assistance types, the default settings and the content skeleton. Its `DataVersion`
 * property is the seed's hash, so a deploy with changed data or seed code sends an
 * Update and the change is applied; an unchanged one sends nothing. Delete removes
 * nothing: the data stays with the retained table.
 */
import { seedReferenceData, type SeedResult } from '@dosyt/functions/reference/seed/seed';
import { respond as send, type CustomResourceEvent } from './response';

export type SeedEvent = CustomResourceEvent<{ DataVersion: string; TableName: string }>;

function respond(event: SeedEvent, status: 'SUCCESS' | 'FAILED', reason: string, data?: Record<string, string>): Promise<void> {
  // One physical resource per table: an Update never makes CloudFormation delete the old one.
  const physicalResourceId = event.PhysicalResourceId ?? `reference-seed-${event.ResourceProperties.TableName}`;
  return send(event, { status, reason, physicalResourceId, data });
}

/** The Lambda entry. */
export const handler = (event: SeedEvent): Promise<void> => run(event, seedReferenceData);

export async function run(event: SeedEvent, seed: () => Promise<SeedResult>): Promise<void> {
  try {
    if (event.RequestType === 'Delete') return await respond(event, 'SUCCESS', 'Nothing to delete: the reference data stays with the table');
    if (process.env.TABLE_NAME !== event.ResourceProperties.TableName) throw new Error('TableName differs from the function’s TABLE_NAME');
    const result = await seed();
    console.log(JSON.stringify({ message: 'reference data seeded', ...result }));
    await respond(event, 'SUCCESS', 'ok', {
      DataVersion: result.version,
      Written: String(result.written),
      Unchanged: String(result.unchanged),
      Kept: String(result.kept),
    });
  } catch (error) {
    console.error(JSON.stringify({ message: 'reference data seed failed', errorName: (error as Error).name }));
    await respond(event, 'FAILED', `Reference data: ${(error as Error).name}: ${(error as Error).message}`.slice(0, 500));
  }
}
