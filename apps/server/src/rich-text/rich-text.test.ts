import { describe, expect, it } from 'vitest';
import { mentionedIdsIn } from './mentions';
import { isBlankRichText, plainTextOf } from './plain-text';
import { richTextFromMarkdown } from './markdown';
import { richText } from './rich-text';

const ADA = '0b6f1c1e-8d3a-4f57-9a51-6f1f4b0c2d11';
const ATTACHMENT = '5d0c7a52-1f43-4c4e-8f0a-3b2e9b1d7c64';

describe('richText', () => {
  it("keeps the editor's blocks, marks, task lists, mentions and own images", () => {
    const html =
      '<h2>Plan</h2><p><strong>Bold</strong> <em>it</em> <s>x</s> <code>y</code></p>' +
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked" /><span></span></label><div><p>Done</p></div></li></ul>' +
      `<p><span data-type="mention" data-id="${ADA}" data-label="Ada">@Ada</span></p>` +
      `<img src="/api/attachments/${ATTACHMENT}/download" alt="shot.png" />` +
      '<pre><code class="language-ts">const a = 1;</code></pre><blockquote><p>q</p></blockquote>';
    expect(richText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and unknown tags', () => {
    const stored = richText(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script><iframe src="https://x"></iframe><object></object></p>',
    );
    expect(stored).toBe('<p>Hi</p>');
  });

  it('drops javascript:, data: and protocol-relative links, and marks links nofollow', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.test',
    ]) {
      expect(richText(`<p><a href="${href}">x</a></p>`)).toBe(
        '<p><a rel="noopener noreferrer nofollow">x</a></p>',
      );
    }
    expect(
      richText('<p><a href="https://example.com" target="_blank" rel="opener">x</a></p>'),
    ).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(richText('<p><a href="/acme/projects/b?task=WEB-1">WEB-1</a></p>')).toContain(
      'href="/acme/projects/b?task=WEB-1"',
    );
  });

  it("refuses images from anywhere but the task's uploads", () => {
    for (const src of [
      'https://tracker.test/pixel.gif',
      'data:image/png;base64,AAAA',
      '/uploads/x.png',
    ]) {
      expect(richText(`<p>a</p><img src="${src}">`)).toBe('<p>a</p>');
    }
  });

  it('keeps a span a mention only when it names a user id', () => {
    expect(
      richText('<p><span data-type="mention" data-id="1 OR 1=1" data-label="x">@x</span></p>'),
    ).toBe('<p><span>@x</span></p>');
  });

  it('turns plain text into paragraphs, escaping what looks like markup', () => {
    expect(richText('First line\n\nx < y & <b>z</b>')).toBe(
      '<p>First line</p><p></p><p>x &lt; y &amp; &lt;b&gt;z&lt;/b&gt;</p>',
    );
  });
});

describe('plainTextOf', () => {
  it('reads blocks as lines, list items with a dash, entities decoded', () => {
    expect(
      plainTextOf('<h2>Plan</h2><p>a &amp; b</p><ul><li><p>one</p></li><li><p>two</p></li></ul>'),
    ).toBe('Plan\na & b\n- one\n\n- two');
  });

  it('tells an empty text from one with words or an image', () => {
    expect(isBlankRichText('<p></p><p> </p>')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
    expect(isBlankRichText(`<img src="/api/attachments/${ATTACHMENT}/download">`)).toBe(false);
  });
});

describe('mentionedIdsIn', () => {
  it('answers each mentioned id once', () => {
    const span = `<span data-type="mention" data-id="${ADA}" data-label="Ada">@Ada</span>`;
    expect(mentionedIdsIn(`<p>${span} and ${span}</p><p><span>@Bob</span></p>`)).toEqual([ADA]);
  });
});

describe('richTextFromMarkdown', () => {
  it("writes an import's Markdown as the editor's blocks, marks and links", () => {
    const markdown =
      '## Goal\n**Fast** *checkout* ~~slow~~\n1. Cart\n2. Pay\n- one\n  - two\n```js\nlet a = 1 < 2;\n```\n> Said\n\n---\nSee [docs](https://example.com/docs), `npm ci`, https://example.com';
    expect(richTextFromMarkdown(markdown)).toBe(
      '<h2>Goal</h2><p><strong>Fast</strong> <em>checkout</em> <s>slow</s></p>' +
        '<ol><li>Cart</li><li>Pay</li></ol><ul><li>one<ul><li>two</li></ul></li></ul>' +
        '<pre><code class="language-js">let a = 1 &lt; 2;</code></pre><blockquote><p>Said</p></blockquote><hr />' +
        '<p>See <a href="https://example.com/docs" rel="noopener noreferrer nofollow">docs</a>, <code>npm ci</code>, ' +
        '<a href="https://example.com" rel="noopener noreferrer nofollow">https://example.com</a></p>',
    );
  });

  it('shows HTML in it as text and keeps no script link', () => {
    expect(
      richTextFromMarkdown('<script>alert(1)</script> [x](javascript:alert(1)) <b>b</b>\nnext'),
    ).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1)) &lt;b&gt;b&lt;/b&gt;<br />next</p>',
    );
  });
});
