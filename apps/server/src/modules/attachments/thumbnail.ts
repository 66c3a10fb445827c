import type { Readable } from 'node:stream';

/** The longest side of a thumbnail, in pixels: a card's or a list's preview. */
const THUMBNAIL_SIDE = 320;
/** Images larger than this many pixels get no thumbnail (a decompression bomb decodes nothing). */
const MAX_INPUT_PIXELS = 50_000_000;

type Sharp = (typeof import('sharp'))['default'];
let loadingSharp: Promise<Sharp> | undefined;

/**
 * sharp, loaded on the first thumbnail: its native library is large, and a process (or a test)
 * that never thumbnails an image should not load it at start-up.
 */
function loadSharp(): Promise<Sharp> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // Thumbnails are made once each: sharp's cache of decoded images would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

/**
 * A small WebP of an image (its first frame), turned upright by its EXIF orientation; undefined
 * when the image cannot be decoded (a broken or too large file keeps its place, without one).
 * The image is opened once sharp is ready, so its stream has a reader from the start.
 */
export async function thumbnailOf(open: () => Promise<Readable>): Promise<Buffer | undefined> {
  const sharp = await loadSharp();
  const image = await open();
  const resize = sharp({ limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 });
  image.once('error', (error) => resize.destroy(error)).pipe(resize);
  return resize.toBuffer().catch(() => undefined);
}
