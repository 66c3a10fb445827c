import { createChecklistInputSchema, type BoardTask } from '@teamboard/shared';
import { useId, useMemo, useState } from 'react';
import { AddTextForm } from '../../../components/ui/add-text-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { checkedBy } from '../../../components/ui/inline-text-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentBoard } from '../../boards/current-board';
import { useBoardPeople } from '../../tasks/use-board-people';
import {
  useAddChecklist,
  useAddItem,
  useChangeItem,
  useConvertItem,
  useDeleteChecklist,
  useDeleteItem,
  useRenameChecklist,
} from '../api/checklist-writes';
import { useChecklists } from '../api/checklists-cache';
import { ChecklistView, type ChecklistActions } from './checklist-view';

const checkTitle = checkedBy(createChecklistInputSchema.shape.title);

/** Every write a checklist offers, for those who may edit the task. */
function useChecklistActions(task: BoardTask): ChecklistActions {
  const rename = useRenameChecklist(task);
  const removeChecklist = useDeleteChecklist(task);
  const addItem = useAddItem(task);
  const change = useChangeItem(task);
  const convert = useConvertItem(task);
  const remove = useDeleteItem(task);
  return useMemo(
    () => ({
      rename: (checklist, title) => rename.mutate({ id: checklist._id, title }),
      removeChecklist,
      addItem: (checklist, title) =>
        addItem.mutate({ checklistId: checklist._id, input: { title } }),
      change: (item, changes) => change.mutate({ item, changes }),
      convert: (item) => convert.mutate(item._id),
      remove,
    }),
    [rename, removeChecklist, addItem, change, convert, remove],
  );
}

/** The task's checklists, and a way to add one for those who may edit the task. */
export function ChecklistsSection({ task }: { task: BoardTask }) {
  const headingId = useId();
  const { can } = useCurrentBoard();
  const people = useBoardPeople();
  const checklists = useChecklists(task._id);
  const add = useAddChecklist(task);
  const allActions = useChecklistActions(task);
  const actions = can('board.work') ? allActions : null;
  const [adding, setAdding] = useState(false);

  let body;
  if (checklists.isPending) body = <Spinner className="text-indigo-600" />;
  else if (checklists.isError)
    body = (
      <Alert tone="error">{errorMessage(checklists.error, 'Failed to fetch checklists')}</Alert>
    );
  else
    body = checklists.data.checklists.map((checklist) => (
      <ChecklistView key={checklist._id} checklist={checklist} people={people} actions={actions} />
    ));

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Checklists
        </h3>
        {actions && !adding && (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            Add checklist
          </Button>
        )}
      </div>
      {adding && (
        <AddTextForm
          label="Checklist title"
          submitLabel="Add checklist"
          initial="Checklist"
          check={checkTitle}
          onAdd={(title) => add.mutate(title)}
          onClose={() => setAdding(false)}
        />
      )}
      {body}
    </section>
  );
}
