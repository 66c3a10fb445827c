import { Link } from 'react-router';
import { messageParts } from '../message-text';

/** Where a task key leads (its task over its board), or null when it is no task I can see. */
export type TaskHref = (taskKey: string) => string | null;

const LINK_CLASSES = 'underline decoration-1 underline-offset-2 hover:opacity-80';

/**
 * A message's text as text (never HTML), its web addresses as links opening in a new tab and
 * the task keys of boards I can see as links to those tasks.
 */
export function MessageContent({ content, taskHref }: { content: string; taskHref: TaskHref }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {messageParts(content).map((part, index) => {
        if (part.kind === 'link') {
          return (
            <a
              key={index}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer"
              className={LINK_CLASSES}
            >
              {part.text}
            </a>
          );
        }
        const href = part.kind === 'task' ? taskHref(part.text) : null;
        return href ? (
          <Link key={index} to={href} className={LINK_CLASSES}>
            {part.text}
          </Link>
        ) : (
          part.text
        );
      })}
    </p>
  );
}
