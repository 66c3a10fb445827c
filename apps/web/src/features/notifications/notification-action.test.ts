import { describe, expect, it } from 'vitest';
import { notificationPath } from './notification-action';
import { sanitizeNotificationHtml } from './notification-html';

describe('notificationPath', () => {
  const origin = 'https://teamboard.example';
  it('follows paths of the app, and full URLs of its own origin', () => {
    expect(notificationPath({ link: '/acme/board/1?task=2' }, origin)).toBe('/acme/board/1?task=2');
    expect(notificationPath({ link: `${origin}/acme/projects#top` }, origin)).toBe(
      '/acme/projects#top',
    );
  });
  it('follows nothing else', () => {
    expect(notificationPath({ link: null }, origin)).toBeNull();
    expect(notificationPath({ link: '' }, origin)).toBeNull();
    expect(notificationPath({ link: '//evil.example/x' }, origin)).toBeNull();
    expect(notificationPath({ link: 'https://evil.example/x' }, origin)).toBeNull();
    expect(notificationPath({ link: 'javascript:alert(1)' }, origin)).toBeNull();
  });
});

describe('sanitizeNotificationHtml', () => {
  it('keeps inline formatting and drops scripts, attributes and other tags (keeping their text)', () => {
    expect(sanitizeNotificationHtml('<b>Ada</b> &amp; <em>Grace</em><br>')).toBe(
      '<b>Ada</b> &amp; <em>Grace</em><br>',
    );
    expect(
      sanitizeNotificationHtml(
        '<strong onclick="x()" style="color:red">Hi</strong><script>alert(1)</script>' +
          '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><div>block</div>',
      ),
    ).toBe('<strong>Hi</strong>linkblock');
  });
});
