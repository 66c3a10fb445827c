import { ViewChoice } from './view-choice';
import type { Zoom } from '../timeline-geometry';
import type { Grouping } from '../timeline-rows';

const GROUPINGS = [
  ['column', 'By column'],
  ['assignee', 'By assignee'],
] as const;
const ZOOMS = [
  ['week', 'Week'],
  ['month', 'Month'],
  ['quarter', 'Quarter'],
] as const;

interface TimelineToolbarProps {
  grouping: Grouping;
  onGrouping: (grouping: Grouping) => void;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
}

/** Rows by column or assignee, and the zoom. */
export function TimelineToolbar({ grouping, onGrouping, zoom, onZoom }: TimelineToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ViewChoice label="Group rows" options={GROUPINGS} value={grouping} onChange={onGrouping} />
      <ViewChoice label="Zoom" options={ZOOMS} value={zoom} onChange={onZoom} />
    </div>
  );
}
