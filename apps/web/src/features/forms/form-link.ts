import { copyToClipboard } from '../../lib/copy-to-clipboard';
import { boardPath } from '../boards/board-labels';

/** The address anyone fills the form at: `<origin>/form/<slug>`. */
export function formPublicUrl(origin: string, slug: string): string {
  return `${origin}/form/${encodeURIComponent(slug)}`;
}

/** The board's forms pages: the list, or `create`, or a form by id. */
export function formsPath(workspaceUrl: string, boardId: string, ...rest: string[]): string {
  return boardPath(workspaceUrl, boardId, 'forms', ...rest);
}

/** Copies a form's link, saying so in a toast. */
export function copyFormLink(url: string): void {
  copyToClipboard(url, 'Form link copied');
}
