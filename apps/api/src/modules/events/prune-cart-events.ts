import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cartEvents } from '../../db/schema/index.ts';

/**
 * How long a stored cart event stays replayable (docs/product/event-streams.md, "Retention"): a
 * day covers a reconnecting stream and a shopper back from a payment page many times over.
 */
export const cartEventRetentionMs = 24 * 60 * 60 * 1000;

/** How often each instance prunes; several instances pruning at once delete nothing twice. */
export const cartEventPruneIntervalMs = 60 * 60 * 1000;

/** Rows one delete takes at most, so a large backlog never holds a long lock. */
const pruneBatch = 5_000;

/**
 * Deletes the cart events of every tenant stored before `now - cartEventRetentionMs`, in batches,
 * and answers how many went. A maintenance job of the whole database, so not scoped by tenant.
 *
 * @example
 * const pruned = await pruneCartEvents(app.db, clock.now());
 */
export async function pruneCartEvents(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - cartEventRetentionMs);
  let pruned = 0;
  for (;;) {
    const oldest = db
      .select({ id: cartEvents.id })
      .from(cartEvents)
      .where(lt(cartEvents.createdAt, cutoff))
      .orderBy(cartEvents.id)
      .limit(pruneBatch);
    const deleted = await db
      .delete(cartEvents)
      .where(inArray(cartEvents.id, oldest))
      .returning({ id: cartEvents.id });
    pruned += deleted.length;
    if (deleted.length < pruneBatch) return pruned;
  }
}
