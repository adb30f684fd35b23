/**
 * Writes the install icons of the web manifest (public/icons/*.png) from one SVG drawn here: run it again after a
 * change to the mark (`node apps/web/scripts/make-icons.mjs`) and commit the PNGs, so a build needs no image tool.
 * The maskable icon keeps the mark inside the central 80 % circle that launchers may crop to.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/** The theme's base (#333) and gold (#e8b86d): three rising candles inside a ring. */
function svg(size, { padding, rounded }) {
  const s = size;
  const inner = s * (1 - 2 * padding);
  const o = s * padding;
  const u = inner / 10;
  const candle = (x, top, bottom, up) =>
    `<rect x="${o + x * u}" y="${o + top * u}" width="${u * 1.2}" height="${(bottom - top) * u}" rx="${u * 0.2}" fill="${up ? '#e8b86d' : '#f2f2f2'}"/>` +
    `<rect x="${o + x * u + u * 0.5}" y="${o + (top - 0.8) * u}" width="${u * 0.2}" height="${(bottom - top + 1.6) * u}" fill="${up ? '#e8b86d' : '#f2f2f2'}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" rx="${rounded ? s * 0.18 : 0}" fill="#333333"/>
  <circle cx="${s / 2}" cy="${s / 2}" r="${inner * 0.47}" fill="none" stroke="#e8b86d" stroke-width="${u * 0.45}"/>
  ${candle(2.2, 5.2, 7.4, false)}${candle(4.4, 3.6, 6.4, true)}${candle(6.6, 2.4, 5.2, true)}
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, padding: 0.08, rounded: true },
  { file: 'icon-512.png', size: 512, padding: 0.08, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, padding: 0.2, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, padding: 0.12, rounded: false },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.size, icon)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, icon.file));
  console.log(`${icon.file} ${icon.size}×${icon.size}`);
}
