import { priorityName } from '../task-labels';

/** Filled bars per priority (1 No Priority … 5 Low), and the colour they take. */
const LOOKS: Record<number, { bars: number; color: string }> = {
  2: { bars: 4, color: 'text-red-600 dark:text-red-400' },
  3: { bars: 3, color: 'text-orange-600 dark:text-orange-400' },
  4: { bars: 2, color: 'text-amber-600 dark:text-amber-400' },
  5: { bars: 1, color: 'text-sky-600 dark:text-sky-400' },
};

/** A card's priority as signal bars with its name for screen readers; nothing for No Priority. */
export function PriorityIcon({ priority }: { priority: number }) {
  const look = LOOKS[priority];
  if (!look) return null;
  const name = `Priority: ${priorityName(priority)}`;
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 16 16"
      className={`size-4 shrink-0 ${look.color}`}
      fill="currentColor"
    >
      <title>{name}</title>
      {[0, 1, 2, 3].map((bar) => (
        <rect
          key={bar}
          x={1 + bar * 4}
          y={12 - bar * 3}
          width="3"
          height={3 + bar * 3}
          rx="0.5"
          opacity={bar < look.bars ? 1 : 0.2}
        />
      ))}
    </svg>
  );
}
