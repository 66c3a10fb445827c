import type { PublicUser } from '@teamboard/shared';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MentionChoices, MentionListHost } from './mention-suggestion';
import { MentionPicker } from './mention-picker';

/**
 * The list "@" opens in the text, held by React: the editor's suggestion shows and hides it
 * (`host`) and hands it the keys it needs while open.
 */
export function useMentionMenu(): { host: MentionListHost; menu: ReactNode } {
  const id = useId();
  const [choices, setChoices] = useState<MentionChoices | null>(null);
  const [active, setActive] = useState(0);
  // The keys arrive before React renders what `show` set: they read this, kept in step.
  const current = useRef<{ choices: MentionChoices | null; active: number }>({
    choices: null,
    active: 0,
  });

  const host = useMemo<MentionListHost>(
    () => ({
      show: (next) => {
        current.current = { choices: next, active: 0 };
        setChoices(next);
        setActive(0);
      },
      keyDown: (event) => {
        const { choices: open, active: at } = current.current;
        if (!open) return false;
        const count = open.people.length;
        const pickActive = () => {
          const user: PublicUser | undefined = open.people[Math.min(at, count - 1)];
          if (user) open.pick(user);
        };
        const moveTo = (index: number) => {
          current.current = { choices: open, active: index };
          setActive(index);
        };
        const keys: Record<string, () => void> = {
          ArrowDown: () => moveTo((at + 1) % count),
          ArrowUp: () => moveTo((at - 1 + count) % count),
          Enter: pickActive,
          Tab: pickActive,
          Escape: () => {
            current.current = { choices: null, active: 0 };
            setChoices(null);
          },
        };
        const action = keys[event.key];
        if (!action) return false;
        action();
        return true;
      },
    }),
    [],
  );

  const menu = choices && (
    <div
      className="fixed z-50"
      style={{ top: (choices.rect?.bottom ?? 0) + 4, left: choices.rect?.left ?? 0 }}
    >
      <MentionPicker id={id} people={choices.people} active={active} onPick={choices.pick} />
    </div>
  );
  return { host, menu };
}
