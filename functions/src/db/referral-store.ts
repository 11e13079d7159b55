import type { Service } from 'electrodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { sendForReasons } from './appeal-store';
import { bindEntities } from './bind';
import { createWriteTransaction } from './electrodb';
import { partnerServiceEntity } from './entities/partner-service.entity';
import { referralEntity } from './entities/referral.entity';
import { referralLinkEntity } from './entities/referral-link.entity';

/**
 * The referral entities, bound on first use apart from `db()`, so only the
 * functions that read referrals (the referrals function; the appeals function's timeline and
 * anonymisation) bundle them.
 */
const entities = { partnerService: partnerServiceEntity, referral: referralEntity, referralLink: referralLinkEntity };
type Entities = typeof entities;
type Write = Service<Entities>['transaction']['write'];

let bound: { entities: Entities; write: Write } | undefined;

export function referralDb() {
  if (!bound) {
    bindEntities(entities);
    bound = { entities, write: ((fn) => createWriteTransaction(entities, fn)) as Write };
  }
  return bound;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Writes the entities' items and any plain ones (the mail outbox) all or none. A
 * canceled transaction comes back as its reasons per item, undefined when written.
 */
export async function writeAll(build: Parameters<Write>[0], extra: readonly TransactItem[] = []): Promise<string[] | undefined> {
  return sendForReasons(referralDb().write(build).params(), extra);
}
