import { boardLabelInputSchema, type Board } from '@teamboard/shared';
import { ColorItemRow } from '../../workspaces/components/color-item-row';
import { NameColorForm } from '../../workspaces/components/name-color-form';
import { useCreateBoardLabel } from '../api/create-board-label';
import { useDeleteBoardLabel } from '../api/delete-board-label';
import { useUpdateBoardLabel } from '../api/update-board-label';

/** The project's own labels: added, edited and deleted by its admins. */
export function BoardLabelsSection({ board, canManage }: { board: Board; canManage: boolean }) {
  const create = useCreateBoardLabel(board._id);
  const update = useUpdateBoardLabel(board._id);
  const remove = useDeleteBoardLabel(board._id);
  return (
    <div className="space-y-4">
      {canManage && (
        <NameColorForm
          schema={boardLabelInputSchema}
          nameLabel="Label name"
          submitLabel="Add label"
          failure="Failed to create label"
          onSave={(values) => create.mutateAsync(values)}
        />
      )}
      {board.labels.length === 0 ? (
        <p className="text-sm text-neutral-500">No labels yet.</p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {board.labels.map((label) => (
            <ColorItemRow
              key={label._id}
              item={label}
              noun="label"
              schema={boardLabelInputSchema}
              canManage={canManage}
              onSave={(changes) => update.mutateAsync({ labelId: label._id, changes })}
              onDelete={() => remove.mutateAsync(label._id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
