import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { attachmentThumbnailPath } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../apps/server/src/db/client';
import { rawRows } from '../../apps/server/src/db/raw-rows';

/**
 * What a card shows besides labels and assignees, on a seeded board (one set-based statement
 * each): every fourth task a checklist of 5 items, some ticked; every third task 1 to 3
 * comments; every fifth task an attached PDF, and every twentieth an attached image too, which is
 * its cover (its thumbnail's address). Answers the thumbnails' storage keys: their bytes are
 * written by writeThumbnails once the data folder is known.
 */
export async function seedCardFields(
  db: Database,
  board: { boardId: string; workspaceId: string; ownerId: string },
): Promise<string[]> {
  const { boardId, workspaceId, ownerId } = board;
  await db.execute(
    sql`with lists as (
          insert into checklists (task_id, title, position)
          select id, 'Release steps', 1024 from tasks where board_id = ${boardId} and number % 4 = 0
          returning id, task_id)
        insert into checklist_items (checklist_id, task_id, title, done, position)
        select l.id, l.task_id, 'Step ' || k, k <= (t.number / 4) % 6, k * 1024
        from lists l join tasks t on t.id = l.task_id cross join generate_series(1, 5) k`,
  );
  await db.execute(
    sql`insert into comments (task_id, author_id, content)
        select t.id, ${ownerId}, 'Looked at this one: comment ' || k
        from tasks t cross join generate_series(1, 3) k
        where t.board_id = ${boardId} and t.number % 3 = 0 and k <= 1 + (t.number / 3) % 3`,
  );
  const files = (kind: string, every: number) =>
    sql`select gen_random_uuid() as id, t.id as task_id, ${kind} as kind
        from tasks t where t.board_id = ${boardId} and t.number % ${every} = 0`;
  const thumbnails = await rawRows<{ task_id: string; id: string; thumbnail_key: string }>(
    db,
    sql`insert into attachments (id, workspace_id, task_id, name, size, mime_type, storage_key,
          thumbnail_key, uploaded_by)
        select f.id, ${workspaceId}, f.task_id,
               case f.kind when 'image' then 'screenshot.png' else 'specification.pdf' end,
               case f.kind when 'image' then 480000 else 1200000 end,
               case f.kind when 'image' then 'image/png' else 'application/pdf' end,
               'attachments/' || ${workspaceId} || '/' || f.id,
               case f.kind when 'image' then 'attachments/' || ${workspaceId} || '/' || f.id || '.thumb.webp' end,
               ${ownerId}
        from (${files('pdf', 5)} union all ${files('image', 20)}) f
        returning task_id, id, thumbnail_key`,
  );
  const covers = thumbnails.filter((row) => row.thumbnail_key);
  const values = covers.map(
    (row) => sql`(${row.task_id}::uuid, ${attachmentThumbnailPath(row.id)})`,
  );
  await db.execute(
    sql`update tasks t set cover = c.cover from (values ${sql.join(values, sql`, `)}) c(task_id, cover)
        where t.id = c.task_id`,
  );
  return covers.map((row) => row.thumbnail_key);
}

/** A small WebP under each key in the data folder's local file storage (the covers' thumbnails). */
export async function writeThumbnails(dataDir: string, keys: string[]): Promise<void> {
  const thumbnail = await sharp({
    create: { width: 320, height: 180, channels: 3, background: { r: 79, g: 70, b: 229 } },
  })
    .webp({ quality: 75 })
    .toBuffer();
  for (const key of keys) {
    const file = path.join(dataDir, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, thumbnail);
  }
}
