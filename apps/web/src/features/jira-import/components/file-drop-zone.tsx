import { useId, useState, type DragEvent } from 'react';
import { cn } from '../../../lib/class-names';

interface FileDropZoneProps {
  accept: string;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** A file input that also takes a file dropped on it. */
export function FileDropZone({ accept, disabled, onFile }: FileDropZoneProps) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'rounded-xl border-2 border-dashed px-6 py-10 text-center text-sm',
        over ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950/40' : 'border-neutral-300',
      )}
    >
      <label htmlFor={inputId} className="font-medium text-indigo-600 dark:text-indigo-400">
        Choose a Jira export
      </label>
      <span className="text-neutral-600 dark:text-neutral-400"> or drop it here</span>
      <input
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) reads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
