/** Offers `blob` to the browser as a file download named `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Offers `content` to the browser as a file download named `fileName`. */
export function downloadFile(fileName: string, content: string, type: string): void {
  saveBlob(fileName, new Blob([content], { type }));
}
