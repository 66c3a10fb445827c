import type { Task } from '@teamboard/shared';
import { toast } from 'sonner';
import { errorMessage } from '../../../../lib/api-error';
import { useCreateBoardLabel } from '../../../boards/api/create-board-label';
import { useCurrentBoard } from '../../../boards/current-board';
import { useTaskLabelChoices } from '../../../boards/use-task-label-choices';
import type { TaskPatch } from '../../api/update-task';
import { usePickerControl } from '../../panel-picker-store';
import { useBoardPeople } from '../../use-board-people';
import { DatePill } from './date-pill';
import { LabelsPill } from './labels-pill';
import { ComplexityPill, PriorityPill } from './level-pill';
import { PeoplePill } from './people-pill';

/** A new label made from the picker gets the app's accent colour; admins recolour it later. */
const NEW_LABEL_COLOR = '#4f46e5';

interface TaskPropertiesProps {
  task: Task;
  readOnly: boolean;
  save: (patch: TaskPatch) => void;
}

/** The task's properties as pills at the top of the panel; each choice saves on its own. */
export function TaskProperties({ task, readOnly, save }: TaskPropertiesProps) {
  const { board } = useCurrentBoard();
  const people = useBoardPeople();
  const labelChoices = useTaskLabelChoices();
  const createLabel = useCreateBoardLabel(board._id);
  const priorityPicker = usePickerControl(task._id, 'priority');
  const labelsPicker = usePickerControl(task._id, 'labels');
  const dueDatePicker = usePickerControl(task._id, 'dueDate');
  const addNewLabel = (name: string) =>
    createLabel.mutate(
      { name, color: NEW_LABEL_COLOR },
      {
        onSuccess: ({ label }) => save({ labels: [...task.labels, { ...label, scope: 'board' }] }),
        onError: (error) => toast.error(errorMessage(error, 'Failed to create the label')),
      },
    );
  return (
    <div
      className="relative flex flex-wrap items-center gap-1.5"
      aria-label="Properties"
      role="group"
    >
      <PriorityPill
        {...priorityPicker}
        value={task.priority}
        readOnly={readOnly}
        onChange={(priority) => save({ priority })}
      />
      <ComplexityPill
        value={task.complexity}
        readOnly={readOnly}
        onChange={(complexity) => save({ complexity })}
      />
      <PeoplePill
        name="Assignees"
        people={task.assignees}
        choices={people}
        readOnly={readOnly}
        onChange={(assignees) => save({ assignees })}
      />
      <PeoplePill
        name="Members"
        people={task.members}
        choices={people}
        readOnly={readOnly}
        onChange={(members) => save({ members })}
      />
      <LabelsPill
        {...labelsPicker}
        labels={task.labels}
        choices={labelChoices}
        readOnly={readOnly}
        onChange={(labels) => save({ labels })}
        onCreate={readOnly ? undefined : addNewLabel}
      />
      <DatePill
        name="Start date"
        value={task.startDate}
        readOnly={readOnly}
        onChange={(startDate) => save({ startDate })}
      />
      <DatePill
        {...dueDatePicker}
        name="Due date"
        value={task.dueDate}
        readOnly={readOnly}
        onChange={(dueDate) => save({ dueDate })}
      />
    </div>
  );
}
