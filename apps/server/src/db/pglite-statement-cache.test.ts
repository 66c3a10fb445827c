import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './pglite-statement-cache';

let client: PGlite;

beforeEach(async () => {
  client = new PGlite();
  cacheStatements(client, 3);
  await client.exec(`create table notes (id int primary key, body text, at timestamptz)`);
});
afterEach(() => client.close());

const preparedNames = async () =>
  (
    await client.query<{ name: string }>('select name from pg_prepared_statements order by name')
  ).rows.map((row) => row.name);

describe('PGlite statement cache', () => {
  it('answers like PGlite itself, with parameters of every kind, on repeated runs', async () => {
    const insert = 'insert into notes (id, body, at) values ($1, $2, $3) returning *';
    await client.query(insert, [1, 'first', new Date('2026-01-02T03:04:05Z')]);
    const second = await client.query(insert, [2, null, null]);
    expect(second.rows).toEqual([{ id: 2, body: null, at: null }]);
    expect(second.affectedRows).toBe(1);
    const read = await client.query<{ id: number; at: Date }>(
      'select id, at from notes where id = $1',
      [1],
    );
    expect(read.rows[0]?.at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const asArrays = await client.query('select id from notes order by id', [], {
      rowMode: 'array',
    });
    expect(asArrays.rows).toEqual([[1], [2]]);
  });

  it('reports a failing statement with its SQLSTATE and keeps working afterwards', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await client.query(insert, [1, 'one']);
    await expect(client.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await client.query(insert, [2, 'two']);
    const { rows } = await client.query('select count(*)::int as n from notes');
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (1, $1)', ['in transaction']);
      await held;
      await tx.rollback();
    });
    const outside = client.query<{ n: number }>('select count(*)::int as n from notes');
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('closes the least recently used statements past its capacity', async () => {
    for (const id of [1, 2, 3, 4, 5]) await client.query(`select ${id} as n`);
    await client.query('select 4 as n');
    // Capacity 3 (the listing query itself is one of them): "select 4" was used last.
    const names = await preparedNames();
    expect(names).toHaveLength(3);
    expect((await client.query('select 4 as n')).rows).toEqual([{ n: 4 }]);
  });
});
