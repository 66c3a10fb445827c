/**
 * A look at a JSON text's shape before it is parsed: how many items its top-level list has and
 * how many values it holds in all. JSON.parse builds every value of a text at once, and a few
 * megabytes of `{},{},…` are tens of millions of objects: enough to exhaust any memory limit
 * after minutes of garbage collection. Counting first, in one pass over the bytes that builds
 * nothing, refuses such a text before it costs anything.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** Nesting deeper than this is no export's: refused like too many values. */
export const MAX_JSON_DEPTH = 64;

export interface JsonShapeLimits {
  /** Items the top-level list may have. */
  items: number;
  /** Values (objects, lists, and the values separated by commas) the text may hold. */
  values: number;
}

export interface JsonShape {
  /** The first limit crossed (counting stopped there), or null. */
  refused: 'items' | 'values' | 'depth' | null;
  /** The values counted. */
  values: number;
}

/**
 * Counts in one pass and stops at the first limit crossed. Commas inside strings do not count;
 * a text that is not JSON at all passes through to JSON.parse, which says so.
 */
export function measureJson(bytes: Uint8Array, limits: JsonShapeLimits): JsonShape {
  let depth = 0;
  let items = 0;
  let values = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth += 1;
      values += 1;
      if (depth > MAX_JSON_DEPTH) return { refused: 'depth', values };
      if (depth === 2 && items === 0) items = 1;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
    } else if (byte === COMMA) {
      values += 1;
      if (depth === 1) items += 1;
    } else {
      continue;
    }
    if (items > limits.items) return { refused: 'items', values };
    if (values > limits.values) return { refused: 'values', values };
  }
  return { refused: null, values };
}
