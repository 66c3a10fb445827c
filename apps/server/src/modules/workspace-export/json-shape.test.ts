import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, measureJson } from './json-shape';

const measure = (text: string, limits = { items: 1_000, values: 1_000 }) =>
  measureJson(Buffer.from(text), limits);

describe('measureJson', () => {
  it('counts the rows of a list and every value in it', () => {
    expect(measure('[{"a":1,"b":[1,2]},{"a":2}]')).toEqual({ refused: null, values: 7 });
    expect(measure('[]')).toEqual({ refused: null, values: 1 });
  });

  it('does not count commas, brackets or escaped quotes inside strings', () => {
    expect(measure('[{"a":"x,y,[{z}]","b":"say \\"hi, there\\""}]')).toEqual({
      refused: null,
      values: 3,
    });
  });

  it('stops at the first limit crossed', () => {
    expect(measure('[{},{},{},{}]', { items: 3, values: 1_000 }).refused).toBe('items');
    expect(measure('[[0,0,0,0,0]]', { items: 10, values: 4 }).refused).toBe('values');
    const deep = '['.repeat(MAX_JSON_DEPTH + 1);
    expect(measure(deep).refused).toBe('depth');
    expect(measure('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)).refused).toBeNull();
  });
});
