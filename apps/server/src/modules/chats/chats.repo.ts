import type { Chat, Message } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { chatSignalSql } from '../../events/chat-events';
import { chatDocument, messageDocument, parseChats, parseMessages } from './chat.json.repo';

/**
 * The pair's chat in the workspace, made if they have none: the pair's unique index decides
 * between two people starting it at once. Answers its id and whether this call made it.
 */
export async function directChatOf(
  db: Database,
  workspaceId: string,
  userIds: [string, string],
): Promise<{ chatId: string; created: boolean }> {
  const [first, second] = [...userIds].sort();
  const [made] = await rawRows<{ id: string }>(
    db,
    sql`
    insert into chats (workspace_id, first_user_id, second_user_id)
    values (${workspaceId}, ${first}, ${second})
    on conflict (workspace_id, first_user_id, second_user_id) do nothing
    returning id`,
  );
  if (made) {
    await db.execute(sql`
      insert into chat_participants (chat_id, user_id)
      values (${made.id}, ${first}), (${made.id}, ${second})`);
    return { chatId: made.id, created: true };
  }
  const [held] = await rawRows<{ id: string }>(
    db,
    sql`
    select id from chats
    where workspace_id = ${workspaceId} and first_user_id = ${first} and second_user_id = ${second}`,
  );
  if (!held) throw new Error('a chat both exists and does not');
  return { chatId: held.id, created: false };
}

/** One chat as the API shows it. */
export async function chatById(db: Database, chatId: string): Promise<Chat | undefined> {
  const rows = await rawRows<{ json: string }>(
    db,
    sql`select ${chatDocument}::text as json from chats c where c.id = ${chatId}`,
  );
  return parseChats(rows)[0];
}

/** The user's chats in a workspace, newest activity first. */
export async function chatsOf(db: Database, userId: string, workspaceId: string): Promise<Chat[]> {
  const rows = await rawRows<{ json: string }>(
    db,
    sql`
    select ${chatDocument}::text as json
    from chats c join chat_participants me on me.chat_id = c.id and me.user_id = ${userId}
    where c.workspace_id = ${workspaceId}
    order by c.updated_at desc, c.id desc`,
  );
  return parseChats(rows);
}

/**
 * Stores a message, moves the chat to the top of its lists, counts it unread for the other
 * participant (in the same statement, so counts stay exact however many are sent at once) and
 * announces it to both participants' sockets once committed.
 */
export async function insertMessage(
  db: Database,
  chatId: string,
  senderId: string,
  content: string,
): Promise<Message> {
  const signal = sql`json_build_object('kind', 'new-message', 'chatId', m.chat_id,
    'workspaceId', (select workspace_id from touched), 'messageId', m.id, 'senderId', m.sender_id,
    'recipientIds', (select coalesce(json_agg(user_id), '[]'::json) from counted))::text`;
  const rows = await rawRows<{ json: string }>(
    db,
    sql`
    with m as (
      insert into messages (chat_id, sender_id, content)
      values (${chatId}, ${senderId}, ${content})
      returning *),
    touched as (
      update chats set updated_at = (select created_at from m) where id = ${chatId}
      returning workspace_id),
    counted as (
      update chat_participants set unread_count = unread_count + 1
      where chat_id = ${chatId} and user_id <> ${senderId}
      returning user_id),
    announced as (select ${chatSignalSql(signal)} from m)
    select ${messageDocument}::text as json
    from m left join users s on s.id = m.sender_id cross join announced`,
  );
  const [message] = parseMessages(rows);
  if (!message) throw new Error('message insert returned nothing');
  return message;
}

/** One message as the API shows it. */
export async function messageById(db: Database, messageId: string): Promise<Message | undefined> {
  const rows = await rawRows<{ json: string }>(
    db,
    sql`select ${messageDocument}::text as json
    from messages m left join users s on s.id = m.sender_id where m.id = ${messageId}`,
  );
  return parseMessages(rows)[0];
}

/**
 * A page of the chat's messages, oldest first: the newest `limit`, or those just before or just
 * after a message of the chat; `hasMore` says whether more lie beyond in that direction.
 */
export async function messagesPage(
  db: Database,
  chatId: string,
  page: { before?: string | undefined; after?: string | undefined; limit: number },
): Promise<{ messages: Message[]; hasMore: boolean }> {
  const anchor = page.before ?? page.after;
  const from = anchor
    ? sql`(select created_at, id from messages where id = ${anchor} and chat_id = ${chatId})`
    : undefined;
  const where = !from
    ? sql``
    : page.after
      ? sql`and (m.created_at, m.id) > (select * from ${from} a)`
      : sql`and (m.created_at, m.id) < (select * from ${from} a)`;
  const order = page.after ? sql`asc` : sql`desc`;
  const rows = await rawRows<{ json: string }>(
    db,
    sql`
    select ${messageDocument}::text as json
    from messages m left join users s on s.id = m.sender_id
    where m.chat_id = ${chatId} ${where}
    order by m.created_at ${order}, m.id ${order}
    limit ${page.limit + 1}`,
  );
  const found = parseMessages(rows);
  const hasMore = found.length > page.limit;
  const kept = found.slice(0, page.limit);
  return { messages: page.after ? kept : kept.reverse(), hasMore };
}

/** Messages one read-status signal names at most (a notification holds 8,000 bytes). */
const STATUS_SIGNAL_IDS = 100;

/**
 * The user read the chat: nothing unread, the other's messages read, and their sender told (in
 * signals of at most STATUS_SIGNAL_IDS messages, and only while the sender is still a member).
 */
export async function markChatRead(db: Database, chatId: string, userId: string): Promise<void> {
  const signal = sql`json_build_object('kind', 'message-status', 'chatId', ${chatId}::uuid,
    'workspaceId', (select workspace_id from chats where id = ${chatId}),
    'messageIds', json_agg(id order by created_at, id), 'status', 'read',
    'userId', ${userId}::uuid, 'senderId', sender_id)::text`;
  await db.execute(sql`
    with me as (
      update chat_participants set unread_count = 0, last_read_at = clock_timestamp()
      where chat_id = ${chatId} and user_id = ${userId}),
    changed as (
      update messages set status = 'read'
      where chat_id = ${chatId} and sender_id <> ${userId} and status <> 'read'
      returning id, sender_id, created_at),
    numbered as (
      select *, (row_number() over (order by created_at, id) - 1) / ${STATUS_SIGNAL_IDS} as chunk
      from changed
      where exists (
        select 1 from chats c join workspace_members wm on wm.workspace_id = c.workspace_id
        where c.id = ${chatId} and wm.user_id = changed.sender_id))
    select ${chatSignalSql(signal)} from numbered group by sender_id, chunk`);
}

/**
 * A socket of the recipient received the message: `sent` becomes `delivered` (once, whichever
 * socket or process acknowledges first) and the sender is told.
 */
export async function markDelivered(
  db: Database,
  messageId: string,
  recipientId: string,
): Promise<void> {
  const signal = sql`json_build_object('kind', 'message-status', 'chatId', chat_id,
    'workspaceId', (select c.workspace_id from chats c where c.id = changed.chat_id),
    'messageIds', json_build_array(id), 'status', 'delivered',
    'userId', ${recipientId}::uuid, 'senderId', sender_id)::text`;
  await db.execute(sql`
    with changed as (
      update messages m set status = 'delivered'
      where m.id = ${messageId} and m.status = 'sent' and m.sender_id <> ${recipientId}
        and exists (
          select 1 from chat_participants p
          where p.chat_id = m.chat_id and p.user_id = ${recipientId})
      returning id, chat_id, sender_id)
    select ${chatSignalSql(signal)} from changed`);
}

/** Reactions one person may leave on one message. */
export const REACTIONS_PER_PERSON = 10;

/**
 * Adds the user's reaction, or removes it if they had it. Answers what happened; `full` when the
 * user already has REACTIONS_PER_PERSON other reactions on the message.
 */
export async function toggleReaction(
  db: Database,
  messageId: string,
  userId: string,
  emoji: string,
): Promise<'added' | 'removed' | 'full'> {
  const [row] = await rawRows<{ removed: number; full: boolean }>(
    db,
    sql`
    with removed as (
      delete from message_reactions
      where message_id = ${messageId} and user_id = ${userId} and emoji = ${emoji}
      returning 1),
    mine as (
      select count(*) as count from message_reactions
      where message_id = ${messageId} and user_id = ${userId}),
    added as (
      insert into message_reactions (message_id, user_id, emoji)
      select ${messageId}, ${userId}, ${emoji}
      where not exists (select 1 from removed) and (select count from mine) < ${REACTIONS_PER_PERSON}
      on conflict do nothing)
    select (select count(*) from removed)::int as removed,
      (select count from mine) >= ${REACTIONS_PER_PERSON} as full`,
  );
  if (row?.removed) return 'removed';
  return row?.full ? 'full' : 'added';
}

/** Puts new text in place of the message's, marking it edited (a deleted one stays deleted). */
export async function rewriteMessage(
  db: Database,
  messageId: string,
  content: string,
): Promise<void> {
  await db.execute(sql`
    update messages set content = ${content}, edited_at = clock_timestamp()
    where id = ${messageId} and deleted_at is null and content <> ${content}`);
}

/** Empties the message and marks it deleted (its reactions go with its content). */
export async function tombstoneMessage(db: Database, messageId: string): Promise<void> {
  await db.execute(sql`
    with reactions as (delete from message_reactions where message_id = ${messageId})
    update messages set content = '', deleted_at = clock_timestamp()
    where id = ${messageId} and deleted_at is null`);
}
