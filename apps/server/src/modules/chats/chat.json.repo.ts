import { chatSchema, messageSchema, type Chat, type Message } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { isoJson, publicUserJson } from '../../db/json-fragments';

/** The message JSON over a row `m` with its sender `s` (left joined). */
export const messageDocument = sql`json_build_object(
  '_id', m.id, 'chatId', m.chat_id,
  'sender', case when s.id is null then null else ${publicUserJson('s')} end,
  'content', m.content, 'status', m.status,
  'reactions', coalesce((
    select json_agg(json_build_object('emoji', r.emoji, 'userIds', r.user_ids) order by r.first)
    from (
      select emoji, json_agg(user_id order by created_at, user_id) as user_ids, min(created_at) as first
      from message_reactions where message_id = m.id group by emoji) r), '[]'::json),
  'createdAt', ${isoJson(sql`m.created_at`)},
  'editedAt', ${isoJson(sql`m.edited_at`)},
  'deletedAt', ${isoJson(sql`m.deleted_at`)})`;

/** The chat JSON over a row `c`: both participants with their unread counts, the last message. */
export const chatDocument = sql`json_build_object(
  '_id', c.id, 'type', 'direct', 'workspaceId', c.workspace_id,
  'participants', (
    select json_agg(json_build_object('user', ${publicUserJson('u')}, 'unreadCount', p.unread_count)
      order by u.name, u.id)
    from chat_participants p join users u on u.id = p.user_id where p.chat_id = c.id),
  'lastMessage', (
    select ${messageDocument} from messages m left join users s on s.id = m.sender_id
    where m.chat_id = c.id order by m.created_at desc, m.id desc limit 1),
  'updatedAt', ${isoJson(sql`c.updated_at`)},
  'readOnly', exists (
    select 1 from chat_participants p
    where p.chat_id = c.id and not exists (
      select 1 from workspace_members wm
      where wm.workspace_id = c.workspace_id and wm.user_id = p.user_id)))`;

export const parseChats = (rows: { json: string }[]): Chat[] =>
  rows.map((row) => chatSchema.parse(JSON.parse(row.json)));
export const parseMessages = (rows: { json: string }[]): Message[] =>
  rows.map((row) => messageSchema.parse(JSON.parse(row.json)));
