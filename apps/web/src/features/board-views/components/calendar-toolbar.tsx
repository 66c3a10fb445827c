import { Button } from '../../../components/ui/button';
import { ViewChoice } from './view-choice';
import type { CalendarMode } from '../calendar-days';

interface CalendarToolbarProps {
  title: string;
  mode: CalendarMode;
  onMode: (mode: CalendarMode) => void;
  /** Pages back (-1) or on (1); 0 goes to today. */
  onStep: (step: -1 | 0 | 1) => void;
}

const MODES = [
  ['month', 'Month'],
  ['week', 'Week'],
] as const;

/** The period shown, paging back, to today and on, and month or week. */
export function CalendarToolbar({ title, mode, onMode, onStep }: CalendarToolbarProps) {
  const unit = mode === 'month' ? 'month' : 'week';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onStep(-1)}
          aria-label={`Previous ${unit}`}
        >
          ‹
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onStep(0)}>
          Today
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onStep(1)} aria-label={`Next ${unit}`}>
          ›
        </Button>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
      </div>
      <ViewChoice label="Calendar period" options={MODES} value={mode} onChange={onMode} />
    </div>
  );
}
