import type { Readable } from 'node:stream';
import sharp from 'sharp';

/** The longest side of a thumbnail, in pixels: a card's or a list's preview. */
const THUMBNAIL_SIDE = 320;
/** Images larger than this many pixels get no thumbnail (a decompression bomb decodes nothing). */
const MAX_INPUT_PIXELS = 50_000_000;

// Thumbnails are made once each: sharp's cache of decoded images would only hold memory.
sharp.cache(false);

/**
 * A small WebP of an image (its first frame), turned upright by its EXIF orientation; undefined
 * when the image cannot be decoded (a broken or too large file keeps its place, without one).
 */
export async function thumbnailOf(image: Readable): Promise<Buffer | undefined> {
  const resize = sharp({ limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 });
  image.once('error', (error) => resize.destroy(error)).pipe(resize);
  return resize.toBuffer().catch(() => undefined);
}
