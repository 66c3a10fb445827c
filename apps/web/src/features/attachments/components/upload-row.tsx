import { formatFileSize } from '@teamboard/shared';
import { Button } from '../../../components/ui/button';
import type { Upload } from '../api/use-uploads';

interface UploadRowProps {
  upload: Upload;
  onCancel: () => void;
  onDismiss: () => void;
}

/** A file on its way, with its progress and Cancel; or one refused, saying why. */
export function UploadRow({ upload, onCancel, onDismiss }: UploadRowProps) {
  return (
    <li data-testid="upload" className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm" title={upload.name}>
          {upload.name}{' '}
          <span className="text-xs text-neutral-500">{formatFileSize(upload.size)}</span>
        </p>
        {upload.error ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Dismiss ${upload.name}`}
            onClick={onDismiss}
          >
            Dismiss
          </Button>
        ) : (
          <Button size="sm" variant="ghost" aria-label={`Cancel ${upload.name}`} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {upload.error ? (
        <p role="alert" className="text-xs text-red-600">
          {upload.error}
        </p>
      ) : (
        <progress
          aria-label={`Uploading ${upload.name}`}
          className="h-1.5 w-full accent-indigo-600"
          max={upload.size || 1}
          value={upload.loaded}
        />
      )}
    </li>
  );
}
