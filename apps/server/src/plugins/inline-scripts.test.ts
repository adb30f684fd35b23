import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptSources, inlineScripts, scriptHash } from './inline-scripts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const dist = (html?: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
  dirs.push(dir);
  if (html !== undefined) writeFileSync(join(dir, 'index.html'), html);
  return dir;
};

describe('inline script hashes', () => {
  it('takes the scripts a browser runs inline and nothing else', () => {
    const html = [
      '<script type="module" crossorigin src="/h5/assets/shell.js"></script>',
      '<script>(()=>{boot()})()</script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="module">import "x"</script>',
      '<SCRIPT type="text/javascript">one()</SCRIPT>',
      '<script>  </script>',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['(()=>{boot()})()', 'import "x"', 'one()']);
  });

  it('hashes the exact text as the browser does (sha256, base64)', () => {
    const body = 'var a="ü";';
    const expected = createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64');
    expect(scriptHash(body)).toBe(`'sha256-${expected}'`);
    expect(scriptHash(`${body} `)).not.toBe(scriptHash(body));
  });

  it('reads each build that is there, once per distinct script', () => {
    const web = dist('<head><script>a()</script></head><body><script>b()</script></body>');
    const admin = dist('<script>a()</script>');
    const missing = dist();
    expect(inlineScriptSources([web, admin, missing])).toEqual([scriptHash('a()'), scriptHash('b()')]);
    expect(inlineScriptSources([missing])).toEqual([]);
  });
});
