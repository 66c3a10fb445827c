import { coverAttachmentId } from '@teamboard/shared';
import { cn } from '../../../lib/class-names';
import { useSeen } from '../../../lib/use-seen';
import { useObjectUrl } from '../../../lib/use-object-url';

interface TaskCoverProps {
  /** The task's `cover`: an image address, or one of its attachments' thumbnail paths. */
  cover: string;
  /** Its size and shape; the image fills it. */
  className: string;
}

/** An attachment's thumbnail, fetched with the token once it comes near the viewport. */
function AttachmentCover({ cover, className }: TaskCoverProps) {
  const [ref, seen] = useSeen();
  const src = useObjectUrl(cover, { enabled: seen });
  return (
    // The box keeps its size while the image comes: a card does not jump (or a list re-measure).
    <div
      ref={ref}
      data-testid="task-cover"
      className={cn(className, 'bg-neutral-100 dark:bg-neutral-700')}
    >
      {src && <img src={src} alt="" className="size-full rounded-[inherit] object-cover" />}
    </div>
  );
}

/**
 * A task's cover on its card and in its panel. An image attachment's comes from the shared cache
 * of fetched files (one fetch per image however many times it shows); an address is shown as is.
 */
export function TaskCover({ cover, className }: TaskCoverProps) {
  if (coverAttachmentId(cover) !== null)
    return <AttachmentCover cover={cover} className={className} />;
  return (
    <img src={cover} alt="" data-testid="task-cover" className={cn(className, 'object-cover')} />
  );
}
