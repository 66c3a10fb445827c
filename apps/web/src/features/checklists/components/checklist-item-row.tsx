import {
  createChecklistItemInputSchema,
  type ChecklistItem,
  type PublicUser,
} from '@teamboard/shared';
import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { checkedBy, InlineTextField } from '../../../components/ui/inline-text-field';
import { useSortableItem } from '../../../lib/dnd/use-sortable-item';
import { cn } from '../../../lib/class-names';
import { dueDateLabel } from '../../tasks/task-labels';
import type { ItemActions } from './item-actions';
import { ChecklistItemDetails } from './checklist-item-details';

const checkTitle = checkedBy(createChecklistItemInputSchema.shape.title);

interface ChecklistItemRowProps {
  item: ChecklistItem;
  people: PublicUser[];
  /** Null for someone who only reads the task. */
  actions: ItemActions | null;
}

/**
 * One item: its box (or its text) ticks it, Edit changes its text in place, its handle drags it (or, by
 * keyboard, Space then the arrow keys), and "Details" holds its assignee, due date, conversion
 * and deletion.
 */
export function ChecklistItemRow({ item, people, actions }: ChecklistItemRowProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const { setNodeRef, style, draggingClass, handleProps } = useSortableItem({
    id: item._id,
    disabled: !actions,
  });
  const assignee = people.find((person) => person._id === item.assigneeId);

  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="checklist-item"
      className={cn('rounded-md py-1', draggingClass)}
    >
      <div className="flex items-center gap-2">
        {actions && (
          <button
            type="button"
            aria-label={`Move ${item.title}`}
            className="cursor-grab touch-none rounded px-0.5 text-neutral-500 hover:bg-neutral-100 dark:hover:bg-neutral-800"
            {...handleProps}
          >
            ⠿
          </button>
        )}
        <input
          id={`${id}-done`}
          type="checkbox"
          checked={item.done}
          disabled={!actions}
          onChange={(event) => actions?.change(item, { done: event.target.checked })}
          className="size-4 accent-indigo-600"
        />
        {editing && actions ? (
          <InlineTextField
            label="Item"
            initial={item.title}
            check={checkTitle}
            onSave={(title) => actions.change(item, { title })}
            onDone={() => setEditing(false)}
          />
        ) : (
          <label
            htmlFor={`${id}-done`}
            className={cn(
              'min-w-0 flex-1 text-sm break-words',
              item.done && 'text-neutral-500 line-through',
            )}
          >
            {item.title}
          </label>
        )}
        {item.dueDate && <Badge>{dueDateLabel(item.dueDate)}</Badge>}
        {assignee && <Avatar name={assignee.name} src={assignee.avatar} size="xs" />}
        {actions && !editing && (
          <>
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${item.title}`}
              className="rounded px-1 text-xs text-neutral-600 hover:bg-neutral-100 dark:text-neutral-400 dark:hover:bg-neutral-800"
            >
              Edit
            </button>
            <button
              type="button"
              aria-expanded={open}
              aria-label={`Details of ${item.title}`}
              onClick={() => setOpen(!open)}
              className="rounded px-1 text-xs text-neutral-600 hover:bg-neutral-100 dark:text-neutral-400 dark:hover:bg-neutral-800"
            >
              ⋯
            </button>
          </>
        )}
      </div>
      {open && actions && (
        <ChecklistItemDetails
          item={item}
          people={people}
          onChange={(changes) => actions.change(item, changes)}
          onConvert={() => actions.convert(item)}
          onDelete={() => actions.remove(item)}
        />
      )}
    </li>
  );
}
