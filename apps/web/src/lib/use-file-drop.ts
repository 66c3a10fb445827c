import { useEffect, useRef, useState, type DragEvent } from 'react';

/** Whether a drag carries files from the computer (not text, nor a card dragged in the page). */
export const carriesFiles = (event: { dataTransfer: DataTransfer | null }) =>
  event.dataTransfer?.types.includes('Files') ?? false;

export interface FileDrop {
  /** Handlers for the element that takes the files. */
  props: {
    onDragEnter: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDragLeave: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
  /** Files are being dragged over the element: show that it takes them. */
  over: boolean;
}

/**
 * Makes an element take files dropped on it (and only files), for `onFiles`; null takes none.
 * Entering and leaving its children fire events too: a count of them tells when the drag has
 * really left.
 */
export function useFileDrop(onFiles: ((files: File[]) => void) | null): FileDrop {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const takes = (event: DragEvent) => onFiles !== null && carriesFiles(event);
  return {
    over,
    props: {
      onDragEnter: (event) => {
        if (!takes(event)) return;
        depth.current += 1;
        setOver(true);
      },
      onDragOver: (event) => {
        if (!takes(event)) return;
        // Without this the browser would open the file instead of dropping it here.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: (event) => {
        if (!takes(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      },
      onDrop: (event) => {
        if (!takes(event)) return;
        depth.current = 0;
        setOver(false);
        // Something inside took the drop already (an editor placing an image): not twice.
        if (event.defaultPrevented) return;
        event.preventDefault();
        onFiles?.([...event.dataTransfer.files]);
      },
    },
  };
}

/**
 * While mounted, files dropped where nothing takes them are ignored: the browser would otherwise
 * open the file in place of the app (a file that misses its card by a pixel).
 */
export function useIgnoreStrayFileDrops(): void {
  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (event.defaultPrevented || !carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);
}
