/** The dark text put on light colours: the app's own near-black. */
const DARK_TEXT = '#171717';
const LIGHT_TEXT = '#ffffff';

/** WCAG's relative luminance of an sRGB colour written #rgb or #rrggbb; null for anything else. */
function luminance(hex: string): number | null {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * White or near-black, whichever reads better on a colour someone picked (a label's): a light
 * green gets dark text, a deep blue white. Unknown colours get white, as before.
 */
export function readableTextOn(background: string): string {
  const shade = luminance(background);
  if (shade === null) return LIGHT_TEXT;
  const dark = luminance(DARK_TEXT) ?? 0;
  return contrast(shade, 1) >= contrast(shade, dark) ? LIGHT_TEXT : DARK_TEXT;
}
