import { describe, expect, it } from 'vitest';
import { messageParts } from './message-text';

describe('messageParts', () => {
  it('cuts text into plain text, links and task keys', () => {
    expect(messageParts('Look at www.example.com/x. Then WR-12, see (https://a.io/b).')).toEqual([
      { kind: 'text', text: 'Look at ' },
      { kind: 'link', text: 'www.example.com/x', href: 'https://www.example.com/x' },
      { kind: 'text', text: '. Then ' },
      { kind: 'task', text: 'WR-12' },
      { kind: 'text', text: ', see (' },
      { kind: 'link', text: 'https://a.io/b', href: 'https://a.io/b' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('links no other scheme and finds no task key inside an address or a word', () => {
    expect(messageParts('javascript:alert(1) xWR-1 https://x.io/WR-2')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) xWR-1 ' },
      { kind: 'link', text: 'https://x.io/WR-2', href: 'https://x.io/WR-2' },
    ]);
  });
});
