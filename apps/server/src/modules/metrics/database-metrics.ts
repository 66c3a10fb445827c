import { Gauge, Histogram, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';

/**
 * Statement latency (every statement on PostgreSQL; outside transactions on PGlite) and, on
 * PostgreSQL, node-postgres's pool read on scrape. No label per statement: its text would make
 * a series per query shape.
 */
export function registerDatabaseMetrics(registry: Registry, database: DatabaseHandle): void {
  const statements = new Histogram({
    name: 'teamboard_db_statement_duration_seconds',
    help: 'Time a database statement took, from sending it to its answer',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [registry],
  });
  database.timeStatements((seconds) => statements.observe(seconds));
  const { poolStats } = database;
  if (!poolStats) return;
  new Gauge({
    name: 'teamboard_db_pool_connections',
    help: 'Connections of the database pool, by state (idle, busy)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle } = poolStats();
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'busy' }, total - idle);
    },
  });
  new Gauge({
    name: 'teamboard_db_pool_waiting',
    help: 'Queries waiting for a connection of the database pool',
    registers: [registry],
    collect() {
      this.set(poolStats().waiting);
    },
  });
}
