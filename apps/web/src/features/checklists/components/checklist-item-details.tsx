import type { ChecklistItem, PublicUser } from '@teamboard/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { dayInstant, utcDay } from '../../../lib/utc-day';

interface ChecklistItemDetailsProps {
  item: ChecklistItem;
  people: PublicUser[];
  onChange: (changes: { assigneeId?: string | null; dueDate?: string | null }) => void;
  onConvert: () => void;
  onDelete: () => void;
}

/** An item's assignee and due date, and turning it into a task or deleting it. */
export function ChecklistItemDetails({
  item,
  people,
  onChange,
  onConvert,
  onDelete,
}: ChecklistItemDetailsProps) {
  const id = useId();
  return (
    <div className="mt-2 grid grid-cols-2 gap-2 pl-7">
      <label htmlFor={`${id}-assignee`} className="text-xs text-neutral-600 dark:text-neutral-400">
        Assignee
        <Select
          id={`${id}-assignee`}
          value={item.assigneeId ?? ''}
          onChange={(event) => onChange({ assigneeId: event.target.value || null })}
          className="mt-1 py-1 text-sm"
        >
          <option value="">Nobody</option>
          {people.map((person) => (
            <option key={person._id} value={person._id}>
              {person.name}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-due`} className="text-xs text-neutral-600 dark:text-neutral-400">
        Due date
        <Input
          id={`${id}-due`}
          type="date"
          value={item.dueDate ? utcDay(item.dueDate) : ''}
          onChange={(event) =>
            onChange({
              dueDate: event.target.value ? dayInstant(event.target.value) : null,
            })
          }
          className="mt-1 py-1 text-sm"
        />
      </label>
      <Button size="sm" variant="secondary" onClick={onConvert}>
        Convert to task
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete}>
        Delete item
      </Button>
    </div>
  );
}
