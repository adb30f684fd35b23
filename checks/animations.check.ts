/**
 * Our CSS animations move only what the compositor can animate alone: `opacity` and `transform`. Anything else
 * (a shadow, a colour, a size) is painted again on the main thread every frame it runs; a price flash animating
 * a shadow kept home and market repainting the whole page while quotes ticked, which Lighthouse counted as
 * blocking time (docs/decisions.md, issue 11). Checked on the source of both clients.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['apps/web/src', 'apps/admin/src'];
const COMPOSITED = new Set(['opacity', 'transform']);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

/** Each `@keyframes` of a stylesheet with the properties its frames set. */
function keyframes(css: string): { name: string; properties: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: { name: string; properties: string[] }[] = [];
  for (const m of text.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    let depth = 1;
    let i = (m.index ?? 0) + m[0].length;
    const start = i;
    while (i < text.length && depth > 0) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') depth--;
      i++;
    }
    const body = text.slice(start, i - 1);
    const properties = [...body.matchAll(/([\w-]+)\s*:/g)].map((p) => p[1] ?? '');
    found.push({ name: m[1] ?? '', properties: [...new Set(properties)] });
  }
  return found;
}

describe('animations', () => {
  it('reads the properties of each keyframes rule', () => {
    const css = `/* @keyframes gone { from { color: red } } */
      @keyframes a { from { opacity: 1; transform: scale(1) } 50% { opacity: .5 } }
      .x { animation: a 1s }
      @keyframes b-2 { to { box-shadow: none; background-color: red; } }`;
    expect(keyframes(css)).toEqual([
      { name: 'a', properties: ['opacity', 'transform'] },
      { name: 'b-2', properties: ['box-shadow', 'background-color'] },
    ]);
  });

  it('every keyframes rule of both clients animates only opacity and transform', () => {
    const offenders: string[] = [];
    let count = 0;
    for (const source of SOURCES) {
      for (const file of cssFiles(join(ROOT, source))) {
        for (const k of keyframes(readFileSync(file, 'utf8'))) {
          count++;
          const other = k.properties.filter((p) => !COMPOSITED.has(p));
          if (other.length) offenders.push(`${relative(ROOT, file)} @keyframes ${k.name}: ${other.join(', ')}`);
        }
      }
    }
    expect(count).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });
});
