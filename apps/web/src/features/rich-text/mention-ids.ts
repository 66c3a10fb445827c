import type { JSONContent } from '@tiptap/core';

/** The ids of the people a text mentions, each once, from the editor's document. */
export function mentionIdsOf(document: JSONContent): string[] {
  const ids = new Set<string>();
  const visit = (node: JSONContent) => {
    const id: unknown = node.attrs?.id;
    if (node.type === 'mention' && typeof id === 'string') ids.add(id);
    node.content?.forEach(visit);
  };
  visit(document);
  return [...ids];
}
