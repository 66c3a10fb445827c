import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { QueryFailure } from '../../boards/components/query-failure';
import {
  countLink,
  DUE_THIS_WEEK_FILTER,
  levelFilter,
  OVERDUE_FILTER,
  type CountFilter,
} from '../count-links';
import type { LevelCount } from '../overview-counts';
import { useOverviewCounts } from '../use-overview-counts';
import { BoardActivityList } from './board-activity-list';
import { CountList, type CountRow } from './count-list';
import { CountTile } from './count-tile';
import { WeekTime } from './week-time';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/**
 * The board at a glance, for the tasks its filters (in the query string) leave: counts by
 * column, priority and complexity, overdue and due this week, each opening the kanban filtered to
 * those tasks; this week's logged time against the quota; the latest activity.
 */
export function BoardOverview({
  workspaceUrl,
  boardId,
}: {
  workspaceUrl: string;
  boardId: string;
}) {
  const { search } = useLocation();
  const { counts, filters, columns, tasks } = useOverviewCounts(boardId);
  const linkTo = (filter?: CountFilter) =>
    countLink(workspaceUrl, boardId, search, filters, filter);
  const levelRows = (kind: 'priority' | 'complexity', levels: LevelCount[]): CountRow[] =>
    levels.map(({ level, name, count }) => ({
      key: String(level),
      name,
      count,
      to: linkTo(levelFilter(kind, level)),
    }));

  if (columns.isError || tasks.isError) {
    return (
      <QueryFailure
        message={errorMessage(columns.error ?? tasks.error, 'Failed to fetch board data')}
        retry={() => void Promise.all([columns.refetch(), tasks.refetch()])}
      />
    );
  }
  if (!counts) return <Spinner className="mx-auto size-6 text-indigo-600" />;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <CountTile label="Tasks" count={counts.total} to={linkTo()} />
        <CountTile label="Overdue" count={counts.overdue} to={linkTo(OVERDUE_FILTER)} alert />
        <CountTile
          label="Due this week"
          count={counts.dueThisWeek}
          to={linkTo(DUE_THIS_WEEK_FILTER)}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Section title="By column">
          <CountList
            label="Tasks by column"
            rows={counts.byColumn.map(({ column, count }) => ({
              key: column._id,
              name: column.title,
              note: column.isDone ? 'done' : undefined,
              count,
              to: linkTo(),
            }))}
          />
        </Section>
        <Section title="By priority">
          <CountList label="Tasks by priority" rows={levelRows('priority', counts.byPriority)} />
        </Section>
        <Section title="By complexity">
          <CountList
            label="Tasks by complexity"
            rows={levelRows('complexity', counts.byComplexity)}
          />
        </Section>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Section title="Time this week">
          <WeekTime boardId={boardId} />
        </Section>
        <div className="lg:col-span-2">
          <Section title="Recent activity">
            <BoardActivityList boardId={boardId} listUpdatedAt={tasks.dataUpdatedAt} />
          </Section>
        </div>
      </div>
    </div>
  );
}
