import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compactIcons, roundPathData } from '../../compact-icons';

const require = createRequire(import.meta.url);

describe('icons at one decimal', () => {
  it('rounds every coordinate of a path to one decimal and leaves commands, integers and signs alone', () => {
    expect(roundPathData('M17.3947957,5.11219264 L35.5767382,22.6612572 C-0.06,1.2e-3 3,4 48,48 Z')).toBe(
      'M17.4,5.1 L35.6,22.7 C-0.1,0 3,4 48,48 Z',
    );
  });

  it('rewrites an icon module: same elements, rounded paths, no ids', () => {
    const file = require.resolve('antd-mobile-icons/es/RightOutline.js');
    const source = readFileSync(file, 'utf8');
    const plugin = compactIcons();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const out = transform(source, file)?.code ?? '';
    expect(out.length).toBeLessThan(source.length * 0.75);
    expect(out).not.toMatch(/\bid: "/);
    expect(out.match(/createElement\("\w+"/g)).toEqual(source.match(/createElement\("\w+"/g));
    for (const [, d] of out.matchAll(/\bd: "([^"]*)"/g)) expect(d).not.toMatch(/\.\d\d/);
    // The module still runs: it parses as a module and exports the icon.
    expect(out).toContain('export default RightOutline');
    expect(transform(source, '/x/node_modules/antd-mobile/es/index.js')).toBeNull();
  });
});
