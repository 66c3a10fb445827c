import type { Extensions } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { AttachmentImage } from './attachment-image';
import { mentionSuggestion, type MentionListHost } from './mention-suggestion';
import { TaskKeyLinks, type TaskKeyLinksOptions } from './task-key-links';
import type { PublicUser } from '@teamboard/shared';

/** Link targets the text may hold: the server keeps these schemes (and app paths) only. */
const LINK_SCHEMES = /^(?:https?:|mailto:|\/(?!\/))/i;

export interface RichTextSetup extends TaskKeyLinksOptions {
  placeholder?: string;
  /** The people "@" offers; none means no mentions can be typed. */
  peopleMatching?: (query: string) => PublicUser[];
  mentionList?: MentionListHost;
}

/**
 * What the text may hold, the same for the description and comments, written and read: the
 * markdown shortcuts of StarterKit ("# ", "- ", "1. ", "> ", "```", **bold**), task lists
 * ("[ ] "), mentions, task-key links and the task's images. The server keeps exactly these.
 */
export function richTextExtensions(setup: RichTextSetup): Extensions {
  const { peopleMatching, mentionList } = setup;
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => LINK_SCHEMES.test(url),
      },
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    AttachmentImage,
    Mention.configure({
      deleteTriggerWithBackspace: true,
      ...(peopleMatching && mentionList
        ? { suggestion: mentionSuggestion(peopleMatching, mentionList) }
        : {}),
    }),
    Placeholder.configure({ placeholder: setup.placeholder ?? '' }),
    TaskKeyLinks.configure({ hrefOf: setup.hrefOf, open: setup.open }),
  ];
}
