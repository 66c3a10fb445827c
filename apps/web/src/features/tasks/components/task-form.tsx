import type { Task } from '@teamboard/shared';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, TextField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { LabelPicker } from './label-picker';
import { useTaskLabelChoices } from '../../boards/use-task-label-choices';
import { useUpdateTask } from '../api/update-task';
import { COMPLEXITY_OPTIONS, PRIORITY_OPTIONS } from '../task-labels';
import { draftOf, patchOf, type TaskDraft } from '../task-draft';
import { TASK_PEOPLE_HINTS } from '../task-people-hints';
import { useBoardPeople } from '../use-board-people';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';

/** The task's fields; Save sends only what changed, shown at once and undone if refused. */
export function TaskForm({ task, readOnly }: { task: Task; readOnly: boolean }) {
  const labels = useTaskLabelChoices();
  const [draft, setDraft] = useState<TaskDraft>(() => draftOf(task));
  const update = useUpdateTask();
  const people = useBoardPeople();
  const set = (changes: Partial<TaskDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const patch = patchOf(task, draft, { labels, people });
  const dirty = Object.keys(patch).length > 0;

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dirty || !draft.title.trim()) return;
    update.mutate({ task, patch });
  };

  return (
    <form onSubmit={save} className="space-y-4">
      <fieldset disabled={readOnly} className="space-y-4">
        <TextField
          label="Title"
          value={draft.title}
          error={draft.title.trim() ? undefined : 'Title is required'}
          onChange={(event) => set({ title: event.target.value })}
        />
        <Field label="Description">
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          )}
        </Field>
        <Field label="Priority">
          {(control) => (
            <Select
              {...control}
              value={draft.priority}
              onChange={(event) => set({ priority: Number(event.target.value) })}
            >
              {PRIORITY_OPTIONS.map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Complexity">
          {(control) => (
            <Select
              {...control}
              value={draft.complexity ?? ''}
              onChange={(event) =>
                set({ complexity: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">Not set</option>
              {COMPLEXITY_OPTIONS.map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Due date">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.dueDate}
              onChange={(event) => set({ dueDate: event.target.value })}
            />
          )}
        </Field>
        <LabelPicker
          choices={labels}
          checked={draft.labelIds}
          onChange={(labelIds) => set({ labelIds })}
        />
        <CheckboxGroup
          legend="Assignees"
          hint={TASK_PEOPLE_HINTS.assignees}
          options={people.map((user) => ({ id: user._id, name: user.name }))}
          checked={draft.assigneeIds}
          onChange={(assigneeIds) => set({ assigneeIds })}
        />
        <CheckboxGroup
          legend="Members"
          hint={TASK_PEOPLE_HINTS.members}
          options={people.map((user) => ({ id: user._id, name: user.name }))}
          checked={draft.memberIds}
          onChange={(memberIds) => set({ memberIds })}
        />
      </fieldset>
      {!readOnly && (
        <Button type="submit" disabled={!dirty || !draft.title.trim()} loading={update.isPending}>
          Save
        </Button>
      )}
    </form>
  );
}
