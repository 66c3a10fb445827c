import { sql, type SQL } from 'drizzle-orm';
import type { BoardReportQuery } from '@teamboard/shared/board-report';

/**
 * A report's range as a one-row CTE body: its first and last UTC days, and the instants they
 * span (`starts` inclusive, `ends` exclusive: midnight UTC after the last day).
 */
export const reportRange = ({ from, to }: BoardReportQuery): SQL => sql`
  select ${from}::date as first_day, ${to}::date as last_day,
    ${from}::date::timestamp at time zone 'UTC' as starts,
    (${to}::date + 1)::timestamp at time zone 'UTC' as ends`;
