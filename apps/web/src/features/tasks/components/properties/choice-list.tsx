import type { ReactNode } from 'react';
import { cn } from '../../../../lib/class-names';

export interface Choice<Value> {
  value: Value;
  label: string;
  /** Drawn before the label (a colour dot, an avatar). */
  mark?: ReactNode;
}

interface ChoiceListProps<Value> {
  label: string;
  choices: Choice<Value>[];
  /** The chosen values (one for a single choice). */
  chosen: Value[];
  onPick: (value: Value) => void;
}

/** An option's mark (a colour dot, an avatar), its name and, when chosen, a tick. */
export function ChoiceContent<Value>({
  choice,
  chosen,
}: {
  choice: Choice<Value>;
  chosen: boolean;
}) {
  return (
    <>
      {choice.mark && (
        <span aria-hidden="true" className="flex shrink-0">
          {choice.mark}
        </span>
      )}
      <span className="min-w-0 flex-1 truncate">{choice.label}</span>
      {chosen && <span aria-hidden="true">✓</span>}
    </>
  );
}

/** A picker's options as buttons, the chosen ones pressed; the first takes the focus. */
export function ChoiceList<Value extends string | number | null>({
  label,
  choices,
  chosen,
  onPick,
}: ChoiceListProps<Value>) {
  if (choices.length === 0) return <p className="px-2 py-1 text-sm text-neutral-500">No match</p>;
  return (
    <ul aria-label={label} className="max-h-64 overflow-y-auto">
      {choices.map((choice, index) => {
        const pressed = chosen.includes(choice.value);
        return (
          <li key={String(choice.value)}>
            <button
              type="button"
              aria-pressed={pressed}
              autoFocus={index === 0}
              onClick={() => onPick(choice.value)}
              className={cn(
                'flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800',
                pressed && 'font-semibold',
              )}
            >
              <ChoiceContent choice={choice} chosen={pressed} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
