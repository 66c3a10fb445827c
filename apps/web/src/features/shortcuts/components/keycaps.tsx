import { Fragment } from 'react';
import { shortcutKeycaps } from '../shortcut-keys';

/** A shortcut's keys as keycaps: "Ctrl K", alternatives parted by "or". */
export function Keycaps({ keys }: { keys: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-neutral-600 dark:text-neutral-300">
      {shortcutKeycaps(keys).map((combination, index) => (
        <Fragment key={combination.join('+')}>
          {index > 0 && <span>or</span>}
          {combination.map((key) => (
            <kbd
              key={key}
              className="min-w-6 rounded border border-neutral-300 bg-neutral-50 px-1.5 py-0.5 text-center font-sans font-medium dark:border-neutral-600 dark:bg-neutral-800"
            >
              {key}
            </kbd>
          ))}
        </Fragment>
      ))}
    </span>
  );
}
