import type { BoardReport } from '@teamboard/shared/board-report';

function hoursLabel(value: number | null): string {
  if (value === null) return '–';
  return value >= 48 ? `${(value / 24).toFixed(1)} d` : `${value.toFixed(1)} h`;
}

/** The cycle time's median and 85th percentile, and how many tasks they are of. */
export function CycleTimeFigures({ cycleTime }: { cycleTime: BoardReport['cycleTime'] }) {
  const figures = [
    ['Median', hoursLabel(cycleTime.medianHours)],
    ['85th percentile', hoursLabel(cycleTime.p85Hours)],
    ['Tasks completed', String(cycleTime.tasks)],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-4">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-neutral-600 dark:text-neutral-400">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
