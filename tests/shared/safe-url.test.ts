import { safeFileUrl } from '@/shared/safe-url';

// File and image URLs that come with untrusted data are used only when they are http(s).

describe('safeFileUrl', () => {
  it.each([
    ['https://files.example.com/p2p/chat/receipt.png', 'https://files.example.com/p2p/chat/receipt.png'],
    ['http://127.0.0.1:4010/mock-files/abc-1', 'http://127.0.0.1:4010/mock-files/abc-1'],
    ['/mock-files/abc-1', `${window.location.origin}/mock-files/abc-1`],
  ])('keeps %s', (url, expected) => {
    expect(safeFileUrl(url)).toBe(expected);
  });

  it.each([
    'javascript:window.__xss(4)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://example.com/0b1c',
    'file:///etc/passwd',
    'http://[not a host',
    '',
    null,
    undefined,
  ])('refuses %p', (url) => {
    expect(safeFileUrl(url)).toBeNull();
  });
});
