import { columnTypeInputSchema, type ColumnType } from '@teamboard/shared';
import { toast } from 'sonner';
import { useCreateColumnType } from '../../features/column-types/api/create-column-type';
import { useDeleteColumnType } from '../../features/column-types/api/delete-column-type';
import { useUpdateColumnType } from '../../features/column-types/api/update-column-type';
import { ColorItemsSettings } from '../../features/workspaces/components/color-items-settings';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { errorMessage } from '../../lib/api-error';
import { useWorkspacePageTitle } from '../page-title';

const nameColorSchema = columnTypeInputSchema.pick({ name: true, color: true });

interface DefaultToggleProps {
  columnType: ColumnType;
  disabled: boolean;
  onToggle: (isDefault: boolean) => void;
}

function DefaultToggle({ columnType, disabled, onToggle }: DefaultToggleProps) {
  return (
    <label className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
      <input
        type="checkbox"
        className="accent-indigo-600"
        checked={columnType.isDefault}
        disabled={disabled}
        onChange={(event) => onToggle(event.target.checked)}
      />
      Default
    </label>
  );
}

/** /{workspace}/settings/column-types: kinds of board columns; the default ones start new boards. */
export function ColumnTypesSettingsRoute() {
  useWorkspacePageTitle('Column types settings');
  const { workspace, columnTypes, defaultColumnTypes, can } = useCurrentWorkspace();
  const canManage = can('columnTypes.manage');
  const create = useCreateColumnType(workspace._id);
  const update = useUpdateColumnType(workspace._id);
  const remove = useDeleteColumnType(workspace._id);

  const toggleDefault = (columnType: ColumnType, isDefault: boolean) =>
    update.mutate(
      { columnTypeId: columnType._id, changes: { isDefault } },
      { onError: (error) => toast.error(errorMessage(error, 'Failed to update column type')) },
    );
  const defaults = defaultColumnTypes.map((type) => type.name).join(', ') || 'none yet';

  return (
    <ColorItemsSettings
      title="Column types"
      description={`New boards start with the default columns: ${defaults}.`}
      noun="column type"
      nameLabel="Column name"
      items={columnTypes}
      schema={nameColorSchema}
      canManage={canManage}
      onCreate={(values) => create.mutateAsync(values)}
      onUpdate={(columnType, changes) =>
        update.mutateAsync({ columnTypeId: columnType._id, changes })
      }
      onDelete={(columnType) => remove.mutateAsync(columnType._id)}
      extra={(columnType) => (
        <DefaultToggle
          columnType={columnType}
          disabled={!canManage || update.isPending}
          onToggle={(isDefault) => toggleDefault(columnType, isDefault)}
        />
      )}
    />
  );
}
