import type { Attachment } from '@teamboard/shared';
import { useMemo } from 'react';
import Lightbox, { type RenderSlideProps } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { Spinner } from '../../../components/ui/spinner';
import { useObjectUrl } from '../../../lib/use-object-url';

interface ImageLightboxProps {
  /** The task's images, in the order the files list shows them. */
  images: Attachment[];
  /** The one to show first. */
  index: number;
  onClose: () => void;
}

const LABELS = {
  Lightbox: 'Image viewer',
  'Photo gallery': 'Images of this task',
  Previous: 'Previous image',
  Next: 'Next image',
  Close: 'Close image viewer',
  Slide: 'image',
};

/** An image at full size, fetched with the token (as thumbnails are) once its slide is near. */
function FullImage({ image, rect }: { image: Attachment; rect: RenderSlideProps['rect'] }) {
  const src = useObjectUrl(image.url);
  if (!src) return <Spinner className="size-8 text-white" label={`Loading ${image.name}`} />;
  return (
    <img
      src={src}
      alt={image.name}
      className="object-contain"
      style={{ maxWidth: rect.width, maxHeight: rect.height }}
    />
  );
}

/**
 * The task's images, one at a time over the page: next and previous by the buttons or the arrow
 * keys, Escape or the close button (or a click beside the image) closes. Loaded only when first
 * opened, with the library's styles.
 */
export function ImageLightbox({ images, index, onClose }: ImageLightboxProps) {
  const single = images.length <= 1;
  const slides = useMemo(
    () => images.map((image) => ({ src: image.url, alt: image.name })),
    [images],
  );
  const imageAt = (slide: RenderSlideProps['slide']) =>
    images.find((image) => image.url === slide.src);
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      labels={LABELS}
      carousel={{ finite: single, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      render={{
        slide: ({ slide, rect }) => {
          const image = imageAt(slide);
          return image ? <FullImage image={image} rect={rect} /> : null;
        },
        slideFooter: ({ slide }) => (
          <p className="absolute inset-x-0 bottom-4 truncate px-16 text-center text-sm text-white">
            {imageAt(slide)?.name}
          </p>
        ),
        ...(single && { buttonPrev: () => null, buttonNext: () => null }),
      }}
    />
  );
}
