import type { Plugin } from 'vite';

/** Coordinates in a path's data kept to one decimal: in the icons' 48-unit box that is a 0.1 % step. */
export function roundPathData(d: string): string {
  return d.replace(/-?\d*\.\d+(?:e-?\d+)?/g, (n) => String(Math.round(Number(n) * 10) / 10));
}

/**
 * antd-mobile-icons draws each icon with coordinates of up to eight decimals, an `id` on every group and path
 * (the same id again wherever an icon is shown twice on a page) and a transparent 48×48 rectangle. Its modules are
 * rewritten at build time: path data to one decimal, no ids. The icons look the same; the tab bar's and the
 * first screens' icons weigh about half (docs/decisions.md "Icons at one decimal").
 */
export function compactIcons(): Plugin {
  return {
    name: 'compact-antd-mobile-icons',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]antd-mobile-icons[\\/]es[\\/]\w+\.js$/.test(id)) return null;
      const out = code
        .replace(/\bd: "([^"]*)"/g, (_, d: string) => `d: "${roundPathData(d)}"`)
        .replace(/\n\s*id: "[^"]*",?/g, '\n');
      return { code: out, map: null };
    },
  };
}
