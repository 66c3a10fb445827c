import type { Editor } from '@tiptap/core';

/** Stores image files somewhere the text can show them: answers each one's address, or null. */
export type ImageUpload = (files: File[]) => Promise<string | null>[];

/** The image files of a paste or a drop (other files are not the editor's to take). */
export function imageFilesOf(data: DataTransfer | null): File[] {
  return [...(data?.files ?? [])].filter((file) => file.type.startsWith('image/'));
}

/**
 * Uploads the images and puts each, once stored, where the paste or drop was (each after the one
 * before). A refused file is said by the upload's own row, not here.
 */
export function insertImages(editor: Editor, files: File[], upload: ImageUpload, at: number) {
  const mapping = { position: at };
  upload(files).forEach((stored, index) => {
    void stored.then((src) => {
      if (!src || editor.isDestroyed) return;
      const position = Math.min(mapping.position, editor.state.doc.content.size);
      editor
        .chain()
        .insertContentAt(position, { type: 'image', attrs: { src, alt: files[index]?.name ?? '' } })
        .run();
      mapping.position = position + 1;
    });
  });
}
