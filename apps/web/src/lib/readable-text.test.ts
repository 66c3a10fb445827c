import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readable-text';

describe('readableTextOn', () => {
  it('puts white on deep colours and dark text on light ones', () => {
    expect(readableTextOn('#1e3a8a')).toBe('#ffffff');
    expect(readableTextOn('#000')).toBe('#ffffff');
    // Green 600: white reaches only 3.3:1, near-black 5.6:1.
    expect(readableTextOn('#16a34a')).toBe('#171717');
    expect(readableTextOn('#FDE047')).toBe('#171717');
  });

  it('keeps white for what is not a hex colour', () => {
    expect(readableTextOn('rebeccapurple')).toBe('#ffffff');
  });
});
