import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_STORAGE_KEY, colorsOf, fillsOf, PALETTE, useColorMode } from './color-mode';

const themeCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../styles/theme.css'), 'utf8');

/** The `--name: value` declarations of the theme.css block that starts with `selector`. */
function block(selector: string): Record<string, string> {
  const start = themeCss.indexOf(`${selector} {`);
  const body = themeCss.slice(start, themeCss.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
}

describe('price colour mode', () => {
  beforeEach(() => {
    localStorage.clear();
    useColorMode.getState().setMode('green-up');
  });

  it('is green up by default and marks <html> red up when switched, for theme.css to swap the variables', () => {
    expect(document.documentElement.dataset.colorMode).toBe('green-up');
    useColorMode.getState().toggle();
    expect(useColorMode.getState().mode).toBe('red-up');
    expect(document.documentElement.dataset.colorMode).toBe('red-up');
    expect(block('html[data-color-mode="red-up"]')).toEqual({
      '--color-up': 'var(--color-red)',
      '--color-down': 'var(--color-green)',
      '--color-up-fill': 'var(--color-red-fill)',
      '--color-down-fill': 'var(--color-green-fill)',
    });
  });

  it('swaps the chart colours and the fills with the text colours', () => {
    expect(colorsOf('red-up', 'dark')).toEqual({ up: PALETTE.dark.red, down: PALETTE.dark.green });
    expect(fillsOf('red-up', 'light')).toEqual({ up: PALETTE.light.redFill, down: PALETTE.light.greenFill });
    expect(colorsOf('green-up', 'light')).toEqual({ up: PALETTE.light.green, down: PALETTE.light.red });
  });

  it("holds theme.css's green and red of each theme (the canvas cannot read the variables)", () => {
    for (const [theme, selector] of [
      ['dark', 'html[data-prefers-color-scheme="dark"]'],
      ['light', 'html[data-prefers-color-scheme="light"]'],
    ] as const) {
      const css = block(selector);
      expect({
        green: css['--color-green'],
        red: css['--color-red'],
        greenFill: css['--color-green-fill'],
        redFill: css['--color-red-fill'],
      }).toEqual(PALETTE[theme]);
    }
  });

  it('is restored from storage at start-up', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify({ state: { mode: 'red-up' }, version: 1 }));
    await useColorMode.persist.rehydrate();
    expect(useColorMode.getState().mode).toBe('red-up');
    expect(document.documentElement.dataset.colorMode).toBe('red-up');
  });
});
