import { notificationSchema, type Notification } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { isoJson, publicUserJson } from '../../db/json-fragments';

/** The notification JSON over a row `n`, with its sender `s` (left joined). */
export const notificationDocument = sql`json_build_object(
  '_id', n.id, 'type', n.type, 'title', n.title, 'message', n.message, 'link', n.link,
  'sender', case when s.id is null then null else ${publicUserJson('s')} end,
  'read', n.read,
  'createdAt', ${isoJson(sql`n.created_at`)})`;

/** Notification JSON texts, checked against the contract. */
export const parseDocuments = (rows: { json: string }[]): Notification[] =>
  rows.map((row) => notificationSchema.parse(JSON.parse(row.json)));
