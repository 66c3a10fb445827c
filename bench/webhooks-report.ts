import os from 'node:os';
import type { Measurement } from './load';
import { measurementTable, writeSection } from './report-section';
import { MOVE_SECONDS, MOVES_PER_SECOND, WEBHOOKS, type WebhooksRun } from './scenarios/webhooks';

const HEADING = '## Webhook deliveries';
/** Issue 37: 3 webhooks hearing 100 task moves a second. */
const TARGET_PER_SECOND = WEBHOOKS * MOVES_PER_SECOND;
/** The lag target chosen for the issue: most events reach the receiver within 2 s. */
const TARGET_LAG_P99_MS = 2000;

/** The webhook deliveries section of docs/performance.md: a table per database. */
export function webhooksSection(runs: WebhooksRun[], cpuCheck: number): string {
  const measuredAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = os
    .loadavg()
    .map((each) => each.toFixed(2))
    .join(', ');
  const tables = runs.map((run) => `### ${run.where}\n\n${measurementTable(measurements(run))}\n`);
  return `${HEADING}

Measured by \`npm run bench -- webhooks\` (bench/scenarios/webhooks.ts; a full run measures it too)
on ${measuredAt} UTC. Speed check: 100,000 PBKDF2-SHA256 iterations in ${cpuCheck} ms; load average
at the end (1, 5, 15 min): ${load}. The machine's 2 cores are shared by the server, PostgreSQL,
the load, the receivers and any other work, which the lag feels first.

The built server with \`WEBHOOK_ALLOW_PRIVATE=true\` and ${WEBHOOKS} webhooks of \`task.moved\` added
through the API, each pointing at a plain node:http receiver of its own (answering 200) in the
benchmark process. Random moves of a board of 2,000 tasks at ${MOVES_PER_SECOND} a second in all
(autocannon's overall rate, 10 connections, 9 people in turn) for 3 untimed seconds, then
${MOVE_SECONDS} timed ones, then until nothing arrives for 10 s. Deliveries a second are the timed
events' first arrivals over the time from the first to the last of them; the lag is an event's
arrival minus its \`createdAt\` (taken in the move's transaction). Afterwards the outbox is read:
each webhook's first arrivals must be its events in the outbox's order, none missing; a
duplicate is an event received again (at least once allows it). "Behind a later one" counts
first arrivals after an event queued later. Of one task, none may be: its moves commit one after
the other. Of two tasks, two moves that queued in one order and committed in the other may swap
(the worker sends what is committed, in \`seq\` order; docs/decisions.md).

${tables.join('\n')}`;
}

function measurements(run: WebhooksRun): Measurement[] {
  const kept = run.deliveriesPerSecond >= 0.95 * WEBHOOKS * run.movesPerSecond;
  const duplicates = sum(run.webhooks.map((each) => each.duplicates));
  const missing = sum(run.webhooks.map((each) => each.missing));
  const queued = sum(run.webhooks.map((each) => each.queued));
  const late = sum(run.webhooks.map((each) => each.late));
  const lateForTask = sum(run.webhooks.map((each) => each.lateForTask));
  return [
    {
      name: `Task moves driven (${run.failedMoves} failed)`,
      measured: `${run.movesPerSecond}/s`,
      target: `${MOVES_PER_SECOND}/s`,
      met: run.movesPerSecond >= 0.95 * MOVES_PER_SECOND && run.failedMoves === 0,
    },
    {
      name: `Deliveries to ${WEBHOOKS} webhooks`,
      measured: `${run.deliveriesPerSecond}/s (all sent ${(run.drainMs / 1000).toFixed(1)} s after the last move)`,
      target: `≥ ${TARGET_PER_SECOND}/s: keeps up with ${WEBHOOKS} × the moves`,
      met: kept && run.deliveriesPerSecond >= 0.95 * TARGET_PER_SECOND,
    },
    {
      name: 'Delivery lag (arrival − createdAt)',
      measured: `p50 ${run.lagP50Ms} ms, p99 ${run.lagP99Ms} ms, max ${run.lagMaxMs} ms`,
      target: `p99 ≤ ${TARGET_LAG_P99_MS} ms`,
      met: run.lagP99Ms <= TARGET_LAG_P99_MS,
    },
    {
      name: `Every event, in its webhook's order (${queued} queued)`,
      measured: `${missing} missing, ${duplicates} duplicates, ${lateForTask} behind a later one of its task, ${late} behind any later one`,
      target: "none missing, none behind its task's later ones",
      met: missing === 0 && lateForTask === 0,
    },
  ];
}

function sum(values: number[]): number {
  return values.reduce((total, each) => total + each, 0);
}

/** Replaces the webhook deliveries section of the report in `file`. */
export function writeWebhooksSection(file: string, section: string): void {
  writeSection(file, HEADING, section);
}
