import sanitizeHtml from 'sanitize-html';

/**
 * Descriptions and comments are stored as HTML from the editor (TipTap), reduced to this list:
 * whatever a client sends (the web app, an API key, an import, a public form) is cut down to it
 * before it is stored, so nothing else ever reaches a page.
 */
const TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  's',
  'u',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'img',
  'span',
  'label',
  'input',
  'div',
];

/** Images are the task's own uploads (pasted or dropped into the editor), never other sites. */
const ATTACHMENT_IMAGE = /^\/api\/attachments\/[0-9a-f-]{36}\/(?:download|thumbnail)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    a: ['href', { name: 'target', values: ['_blank'] }, 'rel'],
    ol: ['start'],
    ul: [{ name: 'data-type', values: ['taskList'] }],
    li: [
      { name: 'data-type', values: ['taskItem'] },
      { name: 'data-checked', values: ['true', 'false'] },
    ],
    span: [{ name: 'data-type', values: ['mention'] }, 'data-id', 'data-label'],
    img: ['src', 'alt'],
    input: [{ name: 'type', values: ['checkbox'] }, 'checked'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  // Relative links (another task of this app) have no scheme and stay; javascript:, data: and
  // every other scheme lose their href.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
    span: (tagName, attribs) => ({ tagName, attribs: mentionAttributes(attribs) }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !ATTACHMENT_IMAGE.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'input' && frame.attribs.type !== 'checkbox'),
};

/** A span is a mention only when it names a user by id; any other span is plain text. */
function mentionAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const id = attribs['data-id'] ?? '';
  if (attribs['data-type'] !== 'mention' || !UUID.test(id)) return {};
  return { 'data-type': 'mention', 'data-id': id, 'data-label': attribs['data-label'] ?? '' };
}

/**
 * Text that opens with one of the editor's blocks is HTML; anything else (an API script's plain
 * text, an imported issue, a form's answers) is text whose lines become paragraphs. So "a < b"
 * stays what it says, and the editor's own output is never mistaken for text.
 */
const HTML_START = /^\s*<(?:p|h[1-3]|ul|ol|pre|blockquote|hr|img|div)[\s>/]/i;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as the editor's HTML: one paragraph a line. */
function richTextFromPlain(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line === '' ? '<p></p>' : `<p>${escapeText(line)}</p>`))
    .join('');
}

/** Empty paragraphs at either end (a stray Enter) are not part of what was written. */
const EMPTY_ENDS = /^(?:<p>(?:<br \/>)?<\/p>)+|(?:<p>(?:<br \/>)?<\/p>)+$/g;

/** What may be stored for a description or a comment, from whatever a client sent. */
export function richText(input: string): string {
  return sanitizedRichText(HTML_START.test(input) ? input : richTextFromPlain(input));
}

/** HTML cut down to what may be stored, whatever block it opens with. */
export function sanitizedRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim().replace(EMPTY_ENDS, '');
}
