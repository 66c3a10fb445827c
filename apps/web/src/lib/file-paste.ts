import type { ClipboardEvent } from 'react';

/** Fields that take a paste themselves: inputs, and rich-text editors (the description, comments). */
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

const inEditable = (target: EventTarget) =>
  target instanceof Element && target.closest(EDITABLE) !== null;

/**
 * The onPaste of an area that takes files pasted into it (a screenshot, an image copied from a
 * page) for `onFiles`; null takes none. A paste into a field is the field's, files or not, and
 * one something else already took (defaultPrevented) is left alone.
 */
export function filePasteHandler(onFiles: ((files: File[]) => void) | null) {
  return (event: ClipboardEvent) => {
    if (!onFiles || event.defaultPrevented || inEditable(event.target)) return;
    const files = [...event.clipboardData.files];
    if (files.length === 0) return;
    event.preventDefault();
    onFiles(files);
  };
}
