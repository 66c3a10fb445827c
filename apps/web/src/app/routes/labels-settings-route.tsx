import { labelInputSchema } from '@teamboard/shared';
import { useCreateLabel } from '../../features/labels/api/create-label';
import { useDeleteLabel } from '../../features/labels/api/delete-label';
import { useUpdateLabel } from '../../features/labels/api/update-label';
import { ColorItemsSettings } from '../../features/workspaces/components/color-items-settings';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useWorkspacePageTitle } from '../page-title';

/** /{workspace}/settings/labels: the workspace's labels, managed by admins and managers. */
export function LabelsSettingsRoute() {
  useWorkspacePageTitle('Labels settings');
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
