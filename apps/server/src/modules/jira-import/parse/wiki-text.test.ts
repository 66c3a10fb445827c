import { describe, expect, it } from 'vitest';
import { wikiToText } from './wiki-text';

describe('Jira wiki markup as text', () => {
  it('writes headings, bold, italics and monospace as the plain text ADF gives', () => {
    expect(wikiToText('h2. Why\nThis is *very* _much_ needed: run {{npm ci}}.')).toBe(
      '## Why\nThis is very much needed: run `npm ci`.',
    );
  });

  it('writes bullet and numbered lists, nested ones indented under their item', () => {
    expect(wikiToText('* Fruit\n## Apple\n## Pear\n* Bread\n\n# One\n# Two')).toBe(
      '- Fruit\n  1. Apple\n  2. Pear\n- Bread\n\n1. One\n2. Two',
    );
  });

  it('fences code and noformat blocks, leaving what is inside as written', () => {
    expect(
      wikiToText('Run:\n{code:ts}\nconst a = *b*;\n{code}\n{noformat}\n# not a list\n{noformat}'),
    ).toBe('Run:\n```ts\nconst a = *b*;\n```\n```\n# not a list\n```');
  });

  it('writes links as "text (url)", and never keeps an address that is not http(s) or mailto', () => {
    expect(
      wikiToText(
        'See [the guide|https://example.com/a] or [https://example.com/b], [~bob]. [Click|javascript:alert(1)]',
      ),
    ).toBe('See the guide (https://example.com/a) or https://example.com/b, @bob. Click');
  });

  it('writes quotes, rules and forced line breaks', () => {
    expect(wikiToText('bq. Said so\n----\nOne\\\\two')).toBe('> Said so\n---\nOne\ntwo');
  });

  it('leaves plain text as it is', () => {
    const text =
      'Users sign in with "SSO", then land on the board.\n\nSteps:\n- open /login, click SSO\n- 2 * 3 = 6';
    expect(wikiToText(text)).toBe(text);
  });
});
