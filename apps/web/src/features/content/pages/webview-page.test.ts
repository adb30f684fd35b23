import { describe, expect, it } from 'vitest';
import { safeWebUrl, webviewTarget } from './webview-page';

describe('webView url check', () => {
  it('allows only http and https', () => {
    expect(safeWebUrl('https://example.com/a?b=1')?.href).toBe('https://example.com/a?b=1');
    expect(safeWebUrl('http://example.com')?.href).toBe('http://example.com/');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
  });

  it("frames only the operator's hosts; other pages are offered outside the app", () => {
    const hosts = ['help.example.com', '*.docs.example.org'];
    expect(webviewTarget('https://help.example.com/a', hosts)).toEqual({ frame: 'https://help.example.com/a' });
    expect(webviewTarget('https://HELP.example.com/', hosts)).toEqual({ frame: 'https://help.example.com/' });
    expect(webviewTarget('https://x.docs.example.org/', hosts)).toEqual({ frame: 'https://x.docs.example.org/' });
    expect(webviewTarget('https://docs.example.org/', hosts)).toEqual({ outside: 'https://docs.example.org/' });
    expect(webviewTarget('https://help.example.com.evil.com/', hosts)).toEqual({
      outside: 'https://help.example.com.evil.com/',
    });
    expect(webviewTarget('https://evilhelp.example.com/', hosts)).toEqual({ outside: 'https://evilhelp.example.com/' });
    expect(webviewTarget('https://help.example.com/', [])).toEqual({ outside: 'https://help.example.com/' });
    expect(webviewTarget('javascript:alert(1)', hosts)).toBeNull();
  });
});
