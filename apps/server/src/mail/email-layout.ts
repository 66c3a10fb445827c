/** Shared pieces of every email's HTML. */

export function emailButton(link: string, label: string): string {
  const href = escapeHtml(link);
  return `<p><a href="${href}" style="background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p><p style="font-size:12px;color:#64748b">Or paste this link into your browser: ${href}</p>`;
}

export function emailLayout(content: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto">${content}</body></html>`;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The plain-text part of an email whose HTML is made of escaped text and simple inline tags
 * (a notification's message): the tags dropped, escapeHtml undone.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
