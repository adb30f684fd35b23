import { describe, expect, it } from 'vitest';
import { safeWebUrl } from './webview-page';

describe('webView url check', () => {
  it('allows only http and https', () => {
    expect(safeWebUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeWebUrl('http://example.com')).toBe('http://example.com/');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
  });
});
