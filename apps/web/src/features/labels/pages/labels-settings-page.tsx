import { labelInputSchema } from '@teamboard/shared';
import { ColorItemsSettings } from '../../workspaces/components/color-items-settings';
import { useCurrentWorkspace } from '../../workspaces/current-workspace';
import { useCreateLabel } from '../api/create-label';
import { useDeleteLabel } from '../api/delete-label';
import { useUpdateLabel } from '../api/update-label';

/** /{workspace}/settings/labels: the workspace's labels, managed by admins and managers. */
export function LabelsSettingsPage() {
  const { workspace, labels, can } = useCurrentWorkspace();
  const create = useCreateLabel(workspace._id);
  const update = useUpdateLabel(workspace._id);
  const remove = useDeleteLabel(workspace._id);

  return (
    <ColorItemsSettings
      title="Labels"
      description="Tag tasks the same way in every project."
      noun="label"
      nameLabel="Label name"
      items={labels}
      schema={labelInputSchema}
      canManage={can('labels.manage')}
      onCreate={(values) => create.mutateAsync(values)}
      onUpdate={(label, changes) => update.mutateAsync({ labelId: label._id, changes })}
      onDelete={(label) => remove.mutateAsync(label._id)}
    />
  );
}
