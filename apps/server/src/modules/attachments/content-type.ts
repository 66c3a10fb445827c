import { fileTypeFromBuffer } from 'file-type';

/** Bytes read from the start of an upload to decide its type (zip-based formats need a few KB). */
export const SNIFF_BYTES = 64 * 1024;

/** Programs: refused, whatever the file is called. */
const EXECUTABLES: ReadonlySet<string> = new Set([
  'application/x-msdownload', // Windows PE (MZ)
  'application/x-elf',
  'application/x-mach-binary',
  'application/java-vm',
  'application/wasm',
]);

/** Types a browser may show in the page: images, PDF and plain text. Everything else downloads. */
const SHOWN_INLINE: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
  'text/plain',
]);

/** Images the server makes a thumbnail of. */
const THUMBNAILED: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
]);

export type ContentDecision = { mimeType: string; executable: boolean };

/**
 * A file's type from its first bytes (`head`, up to SNIFF_BYTES), never from its name or what
 * the client claims: binary formats by their signature, and text by being UTF-8 without NULs,
 * with markup told apart (SVG and HTML, which must never be shown in the page).
 */
export async function decideContentType(head: Buffer): Promise<ContentDecision> {
  const detected = await fileTypeFromBuffer(head);
  if (detected && detected.mime !== 'application/xml') {
    return { mimeType: detected.mime, executable: EXECUTABLES.has(detected.mime) };
  }
  const text = asText(head);
  if (text === undefined) return { mimeType: 'application/octet-stream', executable: false };
  return { mimeType: markupType(text) ?? 'text/plain', executable: false };
}

/**
 * The bytes as text: UTF-8 without the control bytes text never holds (the WHATWG MIME Sniffing
 * standard's binary data bytes). A character cut at the end of the sample is fine.
 */
function asText(head: Buffer): string | undefined {
  if (head.some(isBinaryDataByte)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return undefined;
  }
}

function isBinaryDataByte(byte: number): boolean {
  return (
    byte <= 0x08 ||
    byte === 0x0b ||
    (byte >= 0x0e && byte <= 0x1a) ||
    (byte >= 0x1c && byte <= 0x1f)
  );
}

/** SVG, HTML or other XML, by what the text opens with. */
function markupType(text: string): string | undefined {
  const start = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 4096)
    .toLowerCase();
  if (!start.startsWith('<')) return undefined;
  if (/<svg[\s>/]/.test(start)) return 'image/svg+xml';
  if (/^<!doctype html|<(html|head|body|script|iframe)[\s>/]/.test(start)) return 'text/html';
  if (start.startsWith('<?xml')) return 'application/xml';
  return undefined;
}

export function shownInline(mimeType: string): boolean {
  return SHOWN_INLINE.has(mimeType);
}

export function thumbnailed(mimeType: string): boolean {
  return THUMBNAILED.has(mimeType);
}

/** The Content-Type a file is served with: text as UTF-8 (what it was accepted as). */
export function servedType(mimeType: string): string {
  return mimeType.startsWith('text/') ? `${mimeType}; charset=utf-8` : mimeType;
}

/**
 * The Content-Disposition of a file: `inline` only for types safe in the page, `attachment`
 * (a download) for everything else. The name is given plainly (ASCII, for old clients) and
 * exactly (RFC 5987).
 */
export function contentDisposition(mimeType: string, name: string): string {
  const kind = shownInline(mimeType) ? 'inline' : 'attachment';
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${plain}"; filename*=UTF-8''${exact}`;
}

/**
 * The name a file is kept under: the client's, without any folder, control characters or
 * surrounding spaces, at most 255 characters; "file" when nothing is left.
 */
export function fileNameOf(uploaded: string): string {
  const base = uploaded.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, 255) || 'file';
}
