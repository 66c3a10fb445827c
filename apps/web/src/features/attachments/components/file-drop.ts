import type { DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** The props that make an element take dropped files (and only files). */
export function fileDropProps(onFiles: (files: FileList) => void) {
  return {
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without this the browser would open the file instead of dropping it here.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      onFiles(event.dataTransfer.files);
    },
  };
}
