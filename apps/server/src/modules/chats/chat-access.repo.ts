import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chats, messages, users, workspaceMembers } from '../../db/schema/index';

/** What a chat action names: the chat itself, or one of its messages. */
export type ChatRef = { chatId: string } | { messageId: string };

/**
 * What the chat gate decides on, in one statement: the signed-in user (the row exists exactly
 * when they do); the chat when they take part in it and still belong to its workspace; the other
 * participant and whether they still belong to it; the named message's sender and deletion.
 */
export async function chatAccessRow(db: Database, userId: string, ref: ChatRef) {
  const chatOfRef: SQL =
    'chatId' in ref
      ? sql`${chats.id} = ${ref.chatId}`
      : sql`${chats.id} = (select ${messages.chatId} from ${messages} where ${messages.id} = ${ref.messageId})`;
  const [row] = await db
    .select({
      user: users,
      chatId: chats.id,
      workspaceId: chats.workspaceId,
      otherId: sql<string>`case when ${chats.firstUserId} = ${users.id}
        then ${chats.secondUserId} else ${chats.firstUserId} end`,
      otherIsMember: sql<boolean>`exists (
        select 1 from ${workspaceMembers} other
        where other.workspace_id = ${chats.workspaceId}
          and other.user_id in (${chats.firstUserId}, ${chats.secondUserId})
          and other.user_id <> ${users.id})`,
      isMember: sql<boolean>`${workspaceMembers.userId} is not null`,
      ...messageFacts(ref),
    })
    .from(users)
    .leftJoin(
      chats,
      and(chatOfRef, or(eq(chats.firstUserId, users.id), eq(chats.secondUserId, users.id))),
    )
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, chats.workspaceId),
        eq(workspaceMembers.userId, users.id),
      ),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The named message's sender, and whether it is deleted (null for a chat ref or no such message). */
function messageFacts(ref: ChatRef) {
  const messageId = 'messageId' in ref ? ref.messageId : null;
  return {
    senderId: sql<string | null>`(select m.sender_id from ${messages} m where m.id = ${messageId})`,
    deleted: sql<
      boolean | null
    >`(select m.deleted_at is not null from ${messages} m where m.id = ${messageId})`,
  };
}
