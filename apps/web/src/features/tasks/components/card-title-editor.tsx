import type { BoardTask } from '@teamboard/shared';
import type { PointerEvent } from 'react';
import { InlineTextField } from '../../../components/ui/inline-text-field';
import { useUpdateTask } from '../api/update-task';
import { useCardEditing } from '../board-keys/card-editing-store';
import { focusCard } from '../board-keys/card-focus';
import { checkTaskTitle } from '../task-title-check';

/** Selecting text in the field must not drag the card around it. */
function keepFromCard(event: PointerEvent) {
  event.stopPropagation();
}

/**
 * A card's title edited in place (the `e` key): Enter or leaving the field saves, shown at once
 * and put back if the server refuses; Escape cancels. The focus returns to the card.
 */
export function CardTitleEditor({ task }: { task: BoardTask }) {
  const update = useUpdateTask();
  const edit = useCardEditing((state) => state.edit);
  const done = () => {
    edit(null);
    requestAnimationFrame(() => focusCard(task._id));
  };
  return (
    <div onPointerDown={keepFromCard}>
      <p className="text-xs font-medium text-neutral-500">{task.taskId}</p>
      <InlineTextField
        label={`Title of ${task.taskId}`}
        initial={task.title}
        check={checkTaskTitle}
        onSave={(title) => update.mutate({ task, patch: { title } })}
        onDone={done}
      />
    </div>
  );
}
