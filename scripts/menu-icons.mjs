// Writes apps/server/public/menu/icons.svg, the demo home grid's icons as one sprite (one `<view>` per shortcut,
// `/static/menu/icons.svg#<key>`, apps/server/src/modules/common/common.menu.ts): a white antd-mobile icon on a
// coloured rounded square. Paths only, no `<text>`: a sprite is laid out whole for every view shown, and nine
// views of letters cost the home screen's first paint 200 ms of text shaping at Lighthouse's CPU (6 ms unthrottled
// each); paths cost 3 ms for all nine. Run by hand after changing the list: `node scripts/menu-icons.mjs`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'apps/server/public/menu/icons.svg');

/** key: [background, antd-mobile-icons component]. */
const ICONS = {
  aboutus: ['#95a5a6', 'InformationCircleOutline'],
  bills: ['#d4a017', 'BillOutline'],
  borrowing: ['#34495e', 'HandPayCircleOutline'],
  chat: ['#1abc9c', 'MessageOutline'],
  contactus: ['#2ecc71', 'PhonebookOutline'],
  copytrade: ['#2980b9', 'TeamOutline'],
  coupon: ['#e74c3c', 'CouponOutline'],
  exchange: ['#8e5cd9', 'LoopOutline'],
  faq: ['#c29d0b', 'QuestionCircleOutline'],
  financial: ['#d4a017', 'PieOutline'],
  futures: ['#c0399a', 'HistogramOutline'],
  game: ['#9b59b6', 'StarOutline'],
  ieo: ['#8e44ad', 'GiftOutline'],
  invest: ['#27ae60', 'CollectMoneyOutline'],
  lever: ['#e67e22', 'ArrowsAltOutline'],
  mining: ['#7f8c8d', 'SetOutline'],
  news: ['#3498db', 'ContentOutline'],
  nft: ['#e84393', 'PictureOutline'],
  options: ['#16a085', 'ClockCircleOutline'],
  otc: ['#00a8a8', 'ShopbagOutline'],
  quickbuy: ['#f39c12', 'PayCircleOutline'],
  recharge: ['#2bb673', 'DownlandOutline'],
  stock: ['#1f8a70', 'CalculatorOutline'],
  transfer: ['#3a7bd5', 'SendOutline'],
  withdraw: ['#e0524a', 'UploadOutline'],
};

const SIZE = 48;
const GLYPH = 28;

async function glyph(name) {
  const { default: Icon } = await import(`antd-mobile-icons/es/${name}.js`);
  const svg = renderToStaticMarkup(createElement(Icon));
  // The icon's content without its own <svg> (its viewBox is 0 0 48 48) and without ids, which would repeat.
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!inner) throw new Error(`${name}: no <svg> in its markup`);
  // Coordinates to a tenth of the 48-unit grid (a 28 px glyph: under 0.06 px): the source's eight decimals made the
  // sprite 64 KB.
  return inner
    .replace(/\sid="[^"]*"/g, '')
    .replace(/<rect[^>]*opacity="0"[^>]*><\/rect>/g, '')
    .replace(/\sd="([^"]*)"/g, (_m, d) => ` d="${compact(d)}"`);
}

/** Path data to a tenth of a unit, without the spaces the syntax does not need. */
const compact = (d) =>
  d
    .replace(/\d*\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10))
    .replace(/(^|[^\d])0\.(\d)/g, '$1.$2')
    .replace(/\s*([A-Za-z])\s*/g, '$1')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+-/g, '-')
    .trim();

const keys = Object.keys(ICONS).sort();
const parts = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE * keys.length}" viewBox="0 0 ${SIZE} ${SIZE * keys.length}">`,
  '  <!-- Written by scripts/menu-icons.mjs. One file for the whole home grid: each shortcut is a view (icons.svg#recharge). -->',
  ...keys.map((k, i) => `  <view id="${k}" viewBox="0 ${i * SIZE} ${SIZE} ${SIZE}"/>`),
];
for (const [i, k] of keys.entries()) {
  const [color, name] = ICONS[k];
  const offset = (SIZE - GLYPH) / 2;
  parts.push(
    `  <g transform="translate(0 ${i * SIZE})">`,
    `    <rect width="${SIZE}" height="${SIZE}" rx="14" fill="${color}"/>`,
    `    <g color="#ffffff" transform="translate(${offset} ${offset}) scale(${GLYPH / 48})">${await glyph(name)}</g>`,
    '  </g>',
  );
}
parts.push('</svg>', '');
writeFileSync(OUT, parts.join('\n'));
console.log(`wrote ${OUT} (${keys.length} icons)`);
