import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * PGlite parses and plans every statement each time it runs: for the hot paths (a move, the
 * board gate, the signed-in user) planning costs as much as running. On PostgreSQL those are
 * named prepared statements, planned once per connection; here the embedded database gets the
 * same: each distinct SQL text that `query` runs outside a transaction becomes a named
 * statement of PGlite's single session, parsed once and then only bound and executed.
 *
 * It mirrors what PGlite's own `query` sends (parse, describe, bind, describe portal, execute,
 * sync) under the same two locks, only with a statement name. The texts come from drizzle's
 * query builders and our fixed SQL, so they are few; the least recently used are closed past
 * `capacity`. PostgreSQL itself replans a prepared statement when the schema changes.
 */
export function cacheStatements(client: PGlite, capacity = 256): void {
  const names = new Map<string, { name: string; paramTypes: number[] }>();
  let next = 0;

  const prepare = async (text: string, options: QueryOptions | undefined) => {
    const known = names.get(text);
    if (known) {
      names.delete(text);
      names.set(text, known);
      return known;
    }
    const name = `tb_s${(next += 1)}`;
    await client.execProtocol(
      concat([
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const described = await client.execProtocol(
      concat([protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const entry = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    names.set(text, entry);
    await evictBeyond(capacity);
    return entry;
  };

  const evictBeyond = async (limit: number) => {
    for (const [text, entry] of names) {
      if (names.size <= limit) return;
      names.delete(text);
      await client.execProtocol(
        concat([
          protocol.serialize.close({ type: 'S', name: entry.name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
    }
  };

  const run = async <Row>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<Row>> => {
    const { name, paramTypes } = await prepare(text, options);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index] ?? 0;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      if (serialize) return serialize(value);
      // What PGlite's own query does with a value of no known type.
      return (value as { toString(): string }).toString();
    });
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await client.syncToFs();
    const [result] = parse.parseResults(messages, client.parsers, options);
    return result as Results<Row>;
  };

  const original = client.query.bind(client);
  client.query = async <Row>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    // Blobs (COPY) take PGlite's own path.
    if (options?.blob) return original<Row>(text, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run<Row>(text, params, options)),
    );
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
