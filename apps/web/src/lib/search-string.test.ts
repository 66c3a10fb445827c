import { describe, expect, it } from 'vitest';
import { toSearch, withParam } from './search-string';

describe('toSearch', () => {
  it('keeps list commas readable and escapes everything else', () => {
    const params = new URLSearchParams({ priority: '2,3', q: 'a&b c' });
    expect(toSearch(params)).toBe('?priority=2,3&q=a%26b+c');
    expect(new URLSearchParams(toSearch(params)).get('q')).toBe('a&b c');
  });

  it('is empty without parameters', () => {
    expect(toSearch(new URLSearchParams())).toBe('');
  });
});

describe('withParam', () => {
  it('sets or removes one parameter and keeps the others', () => {
    expect(withParam('?priority=2,3', 'task', 'WEB-1')).toBe('?priority=2,3&task=WEB-1');
    expect(withParam('?task=WEB-1&q=x', 'task', null)).toBe('?q=x');
  });
});
