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

export interface SeedEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  PhysicalResourceId?: string;
  ResourceProperties: { DataVersion: string; TableName: string };
  OldResourceProperties?: { DataVersion?: string; TableName?: string };
}

async function respond(event: SeedEvent, status: 'SUCCESS' | 'FAILED', reason: string, data?: Record<string, string>): Promise<void> {
  const body = JSON.stringify({
    Status: status,
    Reason: reason,
    // One physical resource per table: an Update never makes CloudFormation delete the old one.
    PhysicalResourceId: event.PhysicalResourceId ?? `reference-seed-${event.ResourceProperties.TableName}`,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    Data: data,
  });
  const res = await fetch(event.ResponseURL, { method: 'PUT', body, headers: { 'content-type': '' } });
  if (!res.ok) throw new Error(`CloudFormation answered ${res.status}`);
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
