import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, type Workspace } from '@teamboard/shared';
import { useEffect, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useRemoveWorkspaceLogo } from '../api/remove-workspace-logo';
import { useUploadWorkspaceLogo } from '../api/upload-workspace-logo';
import { WorkspaceLogo } from './workspace-logo';

const ACCEPTED: readonly string[] = LOGO_CONTENT_TYPES;

/** Why `file` cannot be a logo, or null: the server's own limits, checked before uploading. */
export function logoProblem(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image';
  if (file.size > LOGO_MAX_BYTES) return 'The image must be at most 1 MB';
  return null;
}

interface PickedLogo {
  file: File;
  /** A blob: URL of the file: the page's policy allows blob: images, never data: ones. */
  preview: string;
}

/** The picked image with its preview URL, released when replaced or when the page goes. */
function usePickedLogo() {
  const [picked, setPicked] = useState<PickedLogo | null>(null);
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.preview);
  }, [picked]);
  const pick = (file: File | null) =>
    setPicked(file ? { file, preview: URL.createObjectURL(file) } : null);
  return [picked, pick] as const;
}

/** The logo: pick an image to preview it, then upload it; or remove the current one. */
export function LogoSection({ workspace }: { workspace: Workspace }) {
  const upload = useUploadWorkspaceLogo(workspace._id);
  const remove = useRemoveWorkspaceLogo(workspace._id);
  const [picked, pick] = usePickedLogo();
  const [problem, setProblem] = useState<string | null>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = logoProblem(file);
    setProblem(refused);
    pick(refused ? null : file);
  };

  const failed = (error: unknown) => toast.error(errorMessage(error, 'Failed to update workspace'));
  const onUpload = (file: File) =>
    upload.mutate(file, {
      onSuccess: () => {
        pick(null);
        toast.success('Logo updated');
      },
      onError: failed,
    });

  return (
    <div className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex flex-wrap items-center gap-4">
        <WorkspaceLogo name={workspace.name} logo={picked?.preview ?? workspace.logo} size="lg" />
        <label className="cursor-pointer text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
          Choose image
          <input type="file" accept={ACCEPTED.join(',')} className="sr-only" onChange={onPick} />
        </label>
        {picked ? (
          <>
            <Button size="sm" loading={upload.isPending} onClick={() => onUpload(picked.file)}>
              Upload
            </Button>
            <Button variant="ghost" size="sm" onClick={() => pick(null)}>
              Cancel
            </Button>
          </>
        ) : (
          workspace.logo && (
            <Button
              variant="secondary"
              size="sm"
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onError: failed })}
            >
              Remove logo
            </Button>
          )
        )}
      </div>
      <p className="text-xs text-neutral-500">PNG, JPEG, WebP or GIF, up to 1 MB.</p>
    </div>
  );
}
