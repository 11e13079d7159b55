import { rebuildPostFeed } from '../post-feed';
import { reindexContent } from './reindex';

/**
 * Content index repair, once after deploying the documentId and slug indexes or the post
 * feeds on a table that already holds content (idempotent; the local seed writes them already):
 *   TABLE_NAME=<table> [DYNAMODB_ENDPOINT=http://127.0.0.1:4000] npx tsx functions/src/content/maintenance/reindex-cli.ts
 */
async function repair() {
  const { checked, updated } = await reindexContent();
  console.log(`Content entries: ${checked} checked, ${updated} given their index keys.`);
  const feed = await rebuildPostFeed();
  console.log(`Post feeds: ${feed.posts} posts, ${feed.added} feed items added, ${feed.removed} removed.`);
}

repair().catch((error: Error) => {
  console.error(`Reindex failed: ${error.message}`);
  process.exit(1);
});
