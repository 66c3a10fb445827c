import { Extension, type Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** "WEB-12": a board's key (2-10 letters or digits, from a letter) and a task's number. */
const TASK_KEY = /\b([A-Z][A-Z0-9]{1,9})-(\d{1,9})\b/g;

export interface TaskKeyLinksOptions {
  /** The app path of the task with this key, or null when no board of the workspace has it. */
  hrefOf: (key: string) => string | null;
  /** Opens an app path (the router's navigate). */
  open: (href: string) => void;
}

const taskKeyLinksKey = new PluginKey<DecorationSet>('taskKeyLinks');

/** Every task key in the text, outside code, as a link to that task. */
function decorate(doc: ProseMirrorNode, hrefOf: TaskKeyLinksOptions['hrefOf']): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, position, parent) => {
    if (!node.isText || parent?.type.spec.code) return;
    if (node.marks.some((mark) => mark.type.spec.code || mark.type.name === 'link')) return;
    for (const match of (node.text ?? '').matchAll(TASK_KEY)) {
      const href = hrefOf(match[0]);
      if (!href) continue;
      const from = position + match.index;
      decorations.push(
        Decoration.inline(from, from + match[0].length, {
          nodeName: 'a',
          href,
          class: 'task-key-link',
          'data-task-key': match[0],
        }),
      );
    }
  });
  return DecorationSet.create(doc, decorations);
}

/** Links the keys again: what `hrefOf` knows changed (the workspace's boards came). */
export function refreshTaskKeyLinks(editor: Editor): void {
  if (editor.isDestroyed) return;
  editor.view.dispatch(editor.state.tr.setMeta(taskKeyLinksKey, true));
}

/**
 * Task keys ("WEB-12") read as links to their task, in stored text as typed: nothing is written
 * into the document, so a key typed anywhere (the editor, the API, an import) links alike, and a
 * key whose board is gone stays plain text. A click opens the task in the app.
 */
export const TaskKeyLinks = Extension.create<TaskKeyLinksOptions>({
  name: 'taskKeyLinks',
  // Before the link extension, whose click handler would open any <a> in a new tab.
  priority: 1000,
  addOptions: () => ({ hrefOf: () => null, open: () => undefined }),
  addProseMirrorPlugins() {
    const { hrefOf, open } = this.options;
    return [
      new Plugin<DecorationSet>({
        key: taskKeyLinksKey,
        state: {
          init: (_, state) => decorate(state.doc, hrefOf),
          apply: (transaction, old) =>
            transaction.docChanged || transaction.getMeta(taskKeyLinksKey)
              ? decorate(transaction.doc, hrefOf)
              : old,
        },
        props: {
          decorations: (state) => taskKeyLinksKey.getState(state),
          handleClick: (_view, _position, event) => {
            const link = (event.target as HTMLElement).closest<HTMLAnchorElement>(
              'a.task-key-link',
            );
            const href = link?.getAttribute('href');
            if (!href) return false;
            event.preventDefault();
            open(href);
            return true;
          },
        },
      }),
    ];
  },
});
