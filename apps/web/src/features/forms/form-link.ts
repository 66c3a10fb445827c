import { toast } from 'sonner';
import { boardPath } from '../boards/board-labels';

/** The address anyone fills the form at: `<origin>/form/<slug>`. */
export function formPublicUrl(origin: string, slug: string): string {
  return `${origin}/form/${encodeURIComponent(slug)}`;
}

/** The board's forms pages: the list, or `create`, or a form by id. */
export function formsPath(workspaceUrl: string, boardId: string, ...rest: string[]): string {
  return boardPath(workspaceUrl, boardId, 'forms', ...rest);
}

/** The task's panel over its board (`?task=<task key>`). */
export function taskPanelPath(workspaceUrl: string, boardId: string, taskKey: string): string {
  return `${boardPath(workspaceUrl, boardId)}?task=${encodeURIComponent(taskKey)}`;
}

/** Copies a form's link; a browser without a clipboard (or refusing) gets an error toast. */
export function copyFormLink(url: string): void {
  Promise.resolve()
    .then(() => navigator.clipboard.writeText(url))
    .then(
      () => toast.success('Form link copied'),
      () => toast.error('Could not copy the link'),
    );
}
