import { describe, expect, it } from 'vitest';
import { adfToMarkdown } from './adf-markdown';

const text = (value: string, ...marks: object[]) => ({ type: 'text', text: value, marks });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const doc = (...content: object[]) => ({ type: 'doc', version: 1, content });
const item = (...content: object[]) => ({ type: 'listItem', content });
const link = (href: string) => ({ type: 'link', attrs: { href } });

describe('Atlassian Document Format as Markdown', () => {
  it('keeps paragraphs apart by a blank line, with headings and hard breaks', () => {
    const document = doc(
      { type: 'heading', attrs: { level: 3 }, content: [text('Why')] },
      paragraph(text('One'), { type: 'hardBreak' }, text('two')),
      paragraph(),
      paragraph(text('Three')),
    );
    expect(adfToMarkdown(document)).toBe('### Why\n\nOne\ntwo\n\nThree');
  });

  it('writes bullet and numbered lists, nested ones indented under their item', () => {
    const document = doc({
      type: 'bulletList',
      content: [
        item(paragraph(text('Fruit')), {
          type: 'orderedList',
          attrs: { order: 3 },
          content: [item(paragraph(text('Apple'))), item(paragraph(text('Pear')))],
        }),
        item(paragraph(text('Bread'), { type: 'hardBreak' }, text('rye'))),
      ],
    });
    expect(adfToMarkdown(document)).toBe('- Fruit\n  3. Apple\n  4. Pear\n- Bread\n  rye');
  });

  it('fences code blocks and marks inline code', () => {
    const document = doc(
      paragraph(text('Run '), text('npm ci', { type: 'code' })),
      {
        type: 'codeBlock',
        attrs: { language: 'ts' },
        content: [text('const a = 1;\nconst b = 2;')],
      },
      { type: 'codeBlock', content: [text('plain')] },
    );
    expect(adfToMarkdown(document)).toBe(
      'Run `npm ci`\n\n```ts\nconst a = 1;\nconst b = 2;\n```\n\n```\nplain\n```',
    );
  });

  it('writes a link once around its whole text, or its address alone when that is its text', () => {
    const href = 'https://example.com/a';
    const document = doc(
      paragraph(
        text('See '),
        text('the ', link(href)),
        text('guide', link(href), { type: 'strong' }),
        text(' or '),
        text(href, link(href)),
        text(' and '),
        { type: 'inlineCard', attrs: { url: 'https://example.com/card' } },
        text(' never ', link('javascript:alert(1)')),
      ),
    );
    expect(adfToMarkdown(document)).toBe(
      'See [the **guide**](https://example.com/a) or https://example.com/a and https://example.com/card never',
    );
  });

  it('writes bold, italics and strikes as Markdown marks and escapes what the text holds', () => {
    const document = doc(
      paragraph(
        text('Bold ', { type: 'strong' }),
        text('it', { type: 'em' }),
        text(' gone', { type: 'strike' }),
        text(': 2*3 [x] _y_ <b>'),
      ),
    );
    expect(adfToMarkdown(document)).toBe('**Bold** *it* ~~gone~~: 2\\*3 \\[x\\] \\_y\\_ \\<b\\>');
  });

  it('writes mentions, emoji, dates and statuses as their text', () => {
    const document = doc(
      paragraph(
        { type: 'mention', attrs: { id: '1', text: '@Zoë Lima' } },
        text(' '),
        { type: 'mention', attrs: { id: '2', text: 'Bob' } },
        text(' '),
        { type: 'emoji', attrs: { shortName: ':tada:', text: '🎉' } },
        text(' '),
        { type: 'date', attrs: { timestamp: '1763769600000' } },
        text(' '),
        { type: 'status', attrs: { text: 'IN REVIEW', color: 'blue' } },
      ),
    );
    expect(adfToMarkdown(document)).toBe('@Zoë Lima @Bob :tada: 2025-11-22 IN REVIEW');
  });

  it('writes a table as rows of cells between " | "', () => {
    const cell = (type: string, value: string) => ({ type, content: [paragraph(text(value))] });
    const document = doc({
      type: 'table',
      content: [
        { type: 'tableRow', content: [cell('tableHeader', 'Env'), cell('tableHeader', 'URL')] },
        {
          type: 'tableRow',
          content: [cell('tableCell', 'prod'), cell('tableCell', 'example.com')],
        },
      ],
    });
    expect(adfToMarkdown(document)).toBe('Env | URL\nprod | example.com');
  });

  it('gives the text inside nodes it does not know, quotes and rules, and nothing for media', () => {
    const document = doc(
      { type: 'panel', attrs: { panelType: 'info' }, content: [paragraph(text('In a panel'))] },
      { type: 'taskList', content: [{ type: 'taskItem', content: [text('A '), text('task')] }] },
      { type: 'mediaSingle', content: [{ type: 'media', attrs: { id: 'x' } }] },
      { type: 'blockquote', content: [paragraph(text('Quoted')), paragraph(text('twice'))] },
      { type: 'rule' },
      { type: 'somethingNew', content: [paragraph(text('Still read'))] },
    );
    expect(adfToMarkdown(document)).toBe(
      'In a panel\n\nA task\n\n> Quoted\n>\n> twice\n\n---\n\nStill read',
    );
  });

  it('reads anything else as no text', () => {
    expect(adfToMarkdown(null)).toBe('');
    expect(adfToMarkdown({ type: 'doc', content: 'oops' })).toBe('');
  });
});
