import type { WorkspaceMembers } from '@teamboard/shared';
import { useBoards } from '../../boards/api/get-boards';
import { RangePicker } from '../../board-reports/components/range-picker';
import type { CurrentWorkspace } from '../../workspaces/current-workspace';
import type { ReportFilters } from '../report-filters';
import { IdFilterMenu } from './id-filter-menu';

/** The workspace's boards, archived ones after (their time counts too). */
function useBoardOptions(workspaceId: string) {
  const active = useBoards(workspaceId, 'active').data?.boards ?? [];
  const archived = useBoards(workspaceId, 'archived').data?.boards ?? [];
  return [
    ...active.map((board) => ({ id: board._id, name: board.title })),
    ...archived.map((board) => ({ id: board._id, name: `${board.title} (archived)` })),
  ];
}

/** Everyone in the workspace, by name. */
function memberOptions(members: WorkspaceMembers) {
  return Object.values(members)
    .flat()
    .map(({ user }) => ({ id: user._id, name: user.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

interface ReportFiltersBarProps {
  current: CurrentWorkspace;
  filters: ReportFilters;
  today: string;
  onChange: (filters: ReportFilters) => void;
}

/** The range, the boards and, for those who see everyone, the members a report counts. */
export function ReportFiltersBar({ current, filters, today, onChange }: ReportFiltersBarProps) {
  const boards = useBoardOptions(current.workspace._id);
  return (
    <div className="flex flex-wrap items-end gap-4">
      {/* A new preset (the back button too) resets the custom days being typed. */}
      <RangePicker
        key={filters.range.preset}
        range={filters.range}
        today={today}
        onChange={(range) => onChange({ ...filters, range })}
      />
      <IdFilterMenu
        name="Boards"
        options={boards}
        chosen={filters.boardIds}
        onChange={(boardIds) => onChange({ ...filters, boardIds })}
      />
      {current.can('reports.viewEveryone') && (
        <IdFilterMenu
          name="Members"
          options={memberOptions(current.currentWorkspaceMembers)}
          chosen={filters.userIds}
          onChange={(userIds) => onChange({ ...filters, userIds })}
        />
      )}
    </div>
  );
}
