/**
 * One number formatter (issue 29: USDT showed 6 decimals on one screen, 3–5 on another, and receipts had no
 * thousands separators). Amounts go through @app/api's formatCoin / formatSignedCoin / formatFiat (the asset's
 * scale, cut, grouped), prices through formatPrice (the instrument's precision, grouped). No screen of the web
 * client formats a number by hand: no `toFixed`, `toLocaleString` or `Intl.NumberFormat`, no amount at a coin's
 * scale outside formatCoin, and `formatNumber` only in a feature's display helpers (`model/format.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = join(ROOT, 'apps/web/src/features');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.startsWith('test-')
        ? [join(dir, e.name)]
        : [],
  );
}

const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const BY_HAND: Array<[string, RegExp]> = [
  ['toFixed', /\.toFixed\(/],
  ['toLocaleString', /\.toLocaleString\(/],
  ['Intl.NumberFormat', /Intl\.NumberFormat/],
  [
    'an amount at a coin scale by hand (use formatCoin)',
    /format(Number|Trimmed)\([^;]*?(currencyScale|coinDecimals)\(/,
  ],
];

/** Every hand-made number format in the web features' code, as `file: what`. */
function handFormats(): string[] {
  return sources(FEATURES).flatMap((file) => {
    const text = code(readFileSync(file, 'utf8'));
    const name = relative(ROOT, file);
    const found = BY_HAND.filter(([, re]) => re.test(text)).map(([what]) => `${name}: ${what}`);
    if (/\bformatNumber\(/.test(text) && !file.endsWith(`${sep}model${sep}format.ts`)) {
      found.push(`${name}: formatNumber outside model/format.ts (use formatPrice or formatCoin)`);
    }
    return found;
  });
}

describe('number formatting', () => {
  it('no web screen formats a number by hand', () => {
    expect(handFormats()).toEqual([]);
  });

  it('finds a hand-made format (the check can fail)', () => {
    expect(BY_HAND.filter(([, re]) => re.test("formatTrimmed(v, currencyScale(coin), 'half-up')"))).toHaveLength(1);
    expect(BY_HAND.filter(([, re]) => re.test('amount.toFixed(2)'))).toHaveLength(1);
  });
});
