import Image from '@tiptap/extension-image';
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { useObjectUrl } from '../../lib/use-object-url';

/** An image of the text: a file of the task, fetched with the sign-in's token. */
function AttachmentImageView({ node, selected }: ReactNodeViewProps) {
  const src = typeof node.attrs.src === 'string' ? node.attrs.src : null;
  const alt = typeof node.attrs.alt === 'string' ? node.attrs.alt : '';
  const objectUrl = useObjectUrl(src);
  return (
    <NodeViewWrapper as="span" className="rich-text-image" data-selected={selected || undefined}>
      {objectUrl ? (
        <img src={objectUrl} alt={alt} />
      ) : (
        <span role="img" aria-label={alt || 'Image'} className="rich-text-image-loading" />
      )}
    </NodeViewWrapper>
  );
}

/**
 * Images pasted or dropped into the text are uploaded as the task's files; the text keeps their
 * address (`/api/attachments/{id}/download`), which only the token opens.
 */
export const AttachmentImage = Image.extend({
  addNodeView() {
    return ReactNodeViewRenderer(AttachmentImageView);
  },
});
