import { publicUserSchema } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentPublicUser } from '../modules/workspaces/member.presenter';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { isoJson, publicUserJson } from './json-fragments';
import { rawRows } from './raw-rows';
import { users } from './schema/index';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('SQL JSON fragments', () => {
  it('write a public user exactly as the presenter does', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Ada', username: 'ada', email: 'ada@example.com', avatar: '/a.png' })
      .returning();
    if (!user) throw new Error('no user');
    const [row] = await rawRows<{ json: string; created: string }>(
      database.db,
      sql`select ${publicUserJson('u')}::text as json, ${isoJson(sql`u.created_at`)} as created
        from users u where u.id = ${user.id}`,
    );
    const fromSql: unknown = JSON.parse(row?.json ?? 'null');
    expect(publicUserSchema.strict().parse(fromSql)).toEqual(presentPublicUser(user, false));
    expect(row?.created).toBe(user.createdAt.toISOString());
  });
});
