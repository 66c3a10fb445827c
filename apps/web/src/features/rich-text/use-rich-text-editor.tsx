import type { PublicUser } from '@teamboard/shared';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { matchingPeople } from './matching-people';
import { imageFilesOf, insertImages, type ImageUpload } from './image-files';
import { useImageUpload } from './image-upload-context';
import { useMentionMenu } from './mention-menu';
import './rich-text.css';
import { richTextExtensions } from './rich-text-extensions';
import { refreshTaskKeyLinks } from './task-key-links';

export interface RichTextEditorOptions {
  /** The text's accessible name ("Description", "Add a comment"). */
  label: string;
  /** The stored HTML it starts with; later changes are the caller's to set (editor.commands). */
  content: string;
  editable?: boolean;
  placeholder?: string;
  /** Who "@" offers; none: no mentions are offered. */
  people?: PublicUser[];
  /** The app path of a task key's task, or null; keys link only where this knows them. */
  hrefOf?: (key: string) => string | null;
  /** Every change: the HTML, and whether the text is empty (an empty paragraph's HTML). */
  onUpdate?: (html: string, empty: boolean) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Ctrl+Enter / ⌘+Enter. */
  onSubmit?: () => void;
}

/** What the latest render had, which the editor (made once) reads when it calls back. */
class Latest<Value> {
  constructor(public current: Value) {}
  keep(value: Value) {
    this.current = value;
  }
}

/**
 * A rich-text editor (TipTap) for a description or a comment, or its read-only view. The
 * callbacks may change between renders: the editor, made once, always calls the latest.
 */
export function useRichTextEditor(options: RichTextEditorOptions): {
  editor: Editor;
  view: ReactNode;
} {
  const navigate = useNavigate();
  const [latest] = useState(() => new Latest(options));
  useEffect(() => {
    latest.keep(options);
  });
  const { host, menu } = useMentionMenu();
  // Read when an image comes, like the callbacks: the panel's upload of the moment.
  const uploadImages = useImageUpload();
  const [upload] = useState(() => new Latest<ImageUpload | undefined>(uploadImages));
  useEffect(() => {
    upload.keep(uploadImages);
  });
  const editable = options.editable ?? true;

  const editor = useEditor(
    {
      content: options.content,
      editable,
      shouldRerenderOnTransaction: false,
      extensions: richTextExtensions({
        placeholder: options.placeholder,
        peopleMatching: (query) => matchingPeople(latest.current.people ?? [], query),
        mentionList: host,
        hrefOf: (key) => latest.current.hrefOf?.(key) ?? null,
        open: (href) => void navigate(href),
      }),
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': options.label,
          ...(editable ? {} : { 'aria-readonly': 'true' }),
          class: 'rich-text',
        },
        handleKeyDown: (_view, event) => {
          if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return false;
          latest.current.onSubmit?.();
          return Boolean(latest.current.onSubmit);
        },
        handlePaste: (view, event) =>
          takeImages(view.state.selection.from, event.clipboardData, event),
        handleDrop: (view, event) => {
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
          return takeImages(at ?? view.state.selection.from, event.dataTransfer, event);
        },
      },
      onUpdate: ({ editor: changed }) =>
        latest.current.onUpdate?.(changed.getHTML(), changed.isEmpty),
      onFocus: () => latest.current.onFocus?.(),
      onBlur: () => latest.current.onBlur?.(),
    },
    [],
  );

  /** Images pasted or dropped become the task's files, shown where they went. */
  function takeImages(at: number, data: DataTransfer | null, event: Event): boolean {
    const send = upload.current;
    const files = imageFilesOf(data);
    if (!send || files.length === 0) return false;
    event.preventDefault();
    // The panel around takes dropped files as attachments too: these are the text's.
    event.stopPropagation();
    insertImages(editor, files, send, at);
    return true;
  }

  // Not an update of the text: nothing to save.
  useEffect(() => {
    if (!editor.isDestroyed && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);
  // A text only shown follows what is stored (an edited comment); one being written is the
  // writer's, set by its caller.
  useEffect(() => {
    if (editor.isDestroyed || editable || editor.getHTML() === options.content) return;
    editor.commands.setContent(options.content, { emitUpdate: false });
  }, [editor, editable, options.content]);
  // Boards (and so task keys) may load after the text: link the keys they now know.
  useEffect(() => {
    refreshTaskKeyLinks(editor);
  }, [editor, options.hrefOf]);

  return {
    editor,
    view: (
      <>
        <EditorContent editor={editor} />
        {menu}
      </>
    ),
  };
}
