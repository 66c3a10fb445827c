/**
 * Puts the caret at the end of a rich-text editor's text. jsdom lays nothing out, so a click lands
 * at the start and End is not implemented: the selection is set as a browser would, and the
 * editor (ProseMirror) reads it from the selectionchange event.
 */
export function caretAtEnd(editable: HTMLElement): void {
  editable.focus();
  const range = document.createRange();
  range.selectNodeContents(editable);
  range.collapse(false);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
}
