import { describe, expect, it } from 'vitest';
import { wikiToMarkdown } from './wiki-markdown';

describe('Jira wiki markup as Markdown', () => {
  it('writes headings, bold, italics and monospace as Markdown, underline as its text', () => {
    expect(wikiToMarkdown('h2. Why\nThis is *very* _much_ +really+ needed: run {{npm ci}}.')).toBe(
      '## Why\nThis is **very** *much* really needed: run `npm ci`.',
    );
  });

  it('writes bullet and numbered lists, nested ones indented under their item', () => {
    expect(wikiToMarkdown('* Fruit\n## Apple\n## Pear\n* Bread\n\n# One\n# Two')).toBe(
      '- Fruit\n  1. Apple\n  2. Pear\n- Bread\n\n1. One\n2. Two',
    );
  });

  it('fences code and noformat blocks, leaving what is inside as written', () => {
    expect(
      wikiToMarkdown(
        'Run:\n{code:ts}\nconst a = *b*;\n{code}\n{noformat}\n# not a list\n{noformat}',
      ),
    ).toBe('Run:\n```ts\nconst a = *b*;\n```\n```\n# not a list\n```');
  });

  it('writes links as Markdown links, and never keeps an address that is not http(s) or mailto', () => {
    expect(
      wikiToMarkdown(
        'See [the guide|https://example.com/a] or [https://example.com/b], [~bob]. [Click|javascript:alert(1)]',
      ),
    ).toBe('See [the guide](https://example.com/a) or https://example.com/b, @bob. Click');
  });

  it('ends a list or a quote at the first line that is neither, as wiki markup does', () => {
    expect(wikiToMarkdown('# Cart\n# Pay\nSee docs\nbq. Said\nThen')).toBe(
      '1. Cart\n2. Pay\n\nSee docs\n> Said\n\nThen',
    );
  });

  it('writes quotes, rules and forced line breaks', () => {
    expect(wikiToMarkdown('bq. Said so\n----\nOne\\\\two')).toBe('> Said so\n\n---\nOne\ntwo');
  });

  it('leaves plain text as it is', () => {
    const text =
      'Users sign in with "SSO", then land on the board.\n\nSteps:\n- open /login, click SSO\n- 2 * 3 = 6';
    expect(wikiToMarkdown(text)).toBe(text);
  });
});
