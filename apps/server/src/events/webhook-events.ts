import type { WebhookEvent } from '@teamboard/shared/webhook';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A change that is not a board update, as webhooks hear it. */
export interface WebhookEventOf {
  workspaceId: string;
  /** The board it is about, for webhooks filtered to one board (null: the workspace's). */
  boardId: string | null;
  event: WebhookEvent;
  data: Record<string, unknown>;
}

/**
 * Queues a change for the workspace's webhooks, in the transaction making it: sent once it
 * commits, never if it rolls back. Board updates reach the outbox on their own (`announce`,
 * through publish_board_update); this is for the others (members, boards, comments, forms).
 */
export async function queueWebhookEvent(db: Database, change: WebhookEventOf): Promise<void> {
  await db.execute(
    sql`select enqueue_webhook_event(${change.workspaceId}::uuid, ${change.boardId}::uuid, ${change.event}::text, ${JSON.stringify(change.data)}::jsonb)`,
  );
}
