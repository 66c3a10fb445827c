import MarkdownIt from 'markdown-it';
import { sanitizedRichText } from './rich-text';

/**
 * Markdown as far as imports write it (headings, lists, fenced and inline code, quotes, rules,
 * links, emphasis), with HTML in it shown as text and a line break kept as one, then cut down to
 * what rich text may hold like anything else stored.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

export function richTextFromMarkdown(text: string): string {
  // markdown-it writes a line break after each tag that ends a block, which the editor does not;
  // text (code included) is escaped, so a raw "<" or ">" is always part of a tag.
  const html = markdown.render(text.trim()).replace(/>\n+/g, '>').replace(/\n+</g, '<');
  return sanitizedRichText(html);
}
