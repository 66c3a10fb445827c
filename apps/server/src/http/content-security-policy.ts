import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HelmetOptions } from 'helmet';

/** Scripts written inside the page (not loaded by src), with what they contain. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** Each inline script of a page as a CSP hash source: the page's own scripts, nothing else. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy of every response. Scripts come only from the app's own files plus
 * the inline theme script of the built index.html, hashed when the server starts so a rebuilt
 * script is allowed without anyone updating a hash. Styles allow inline ones because toasts
 * (sonner) insert a <style> element; a style cannot run code. Images may come from any https address (avatars, covers), the app itself, or
 * blob: URLs the page made from a file the person picked (a logo's preview before upload); never
 * data: URLs, which would let injected markup carry its own images.
 * 'self' covers the same-origin websocket of socket.io.
 */
export function contentSecurityPolicy(webRoot: string): HelmetOptions['contentSecurityPolicy'] {
  const indexFile = path.join(webRoot, 'index.html');
  const hashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...hashes],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'https:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}
