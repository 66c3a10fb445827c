import type { BoardPreferences, BoardTask } from '@teamboard/shared';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { complexityName } from '../task-labels';
import { CardPeople } from './card-people';
import { PriorityIcon } from './priority-icon';
import { CommentIcon, PaperclipIcon } from '../../../components/ui/icons';
import { CardCount } from './card-count';
import { useCardCover } from './card-cover';
import { ChecklistChip } from './checklist-chip';
import { DueDateChip } from './due-date-chip';
import { TaskTimeSummary } from './task-time-summary';
import { readableTextOn } from '../../../lib/readable-text';

type CardProperty = BoardPreferences['defaultCardProperties'][number];

interface TaskCardBodyProps {
  task: BoardTask;
  /** Which properties the user's board preferences show on cards. */
  properties: readonly CardProperty[];
  /** Controls on the live card (not on its drag preview), e.g. the timer button. */
  actions?: ReactNode;
  /** The task key and title as the live card shows them: its link, or the title being edited. */
  heading?: ReactNode;
}

/** The task key above its title. */
export function CardHeading({ task }: { task: BoardTask }) {
  return (
    <>
      <span className="block text-xs font-medium text-neutral-500">{task.taskId}</span>{' '}
      <span className="block text-sm font-medium break-words">{task.title}</span>
    </>
  );
}

/** What a card shows: cover, task key, title and the chosen properties. */
export function TaskCardBody({ task, properties, actions, heading }: TaskCardBodyProps) {
  const shows = (property: CardProperty) => properties.includes(property);
  const people = shows('members') || shows('assignees') ? task.assignees : [];
  const renderCover = useCardCover();
  return (
    <>
      {shows('cover') && task.cover && renderCover?.(task.cover, 'mb-2 h-24 w-full rounded-md')}
      {heading ?? (
        <p>
          <CardHeading task={task} />
        </p>
      )}
      {shows('labels') && task.labels.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Labels">
          {task.labels.map((label) => (
            <li
              key={label._id}
              className="rounded px-1.5 py-0.5 text-xs font-medium"
              style={{ backgroundColor: label.color, color: readableTextOn(label.color) }}
              title={label.scope === 'workspace' ? 'Workspace label' : undefined}
            >
              {label.name}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        {shows('priority') && <PriorityIcon priority={task.priority} />}
        {shows('complexity') && task.complexity !== null && (
          <Badge>{complexityName(task.complexity)}</Badge>
        )}
        {shows('dueDate') && task.dueDate && <DueDateChip dueDate={task.dueDate} />}
        <ChecklistChip progress={task.checklist} />
        <CardCount
          icon={<CommentIcon />}
          count={task.commentCount}
          names={['comment', 'comments']}
        />
        <CardCount
          icon={<PaperclipIcon />}
          count={task.attachmentCount}
          names={['file', 'files']}
        />
        <TaskTimeSummary
          task={task}
          showTotal={shows('totalTime')}
          showTimers={shows('activeTimers')}
        />
        {actions}
        {people.length > 0 && <CardPeople people={people} />}
      </div>
    </>
  );
}
