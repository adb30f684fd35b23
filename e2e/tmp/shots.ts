import { launchBrowser, PHONE } from '../support/browser';
import { startServer } from '../support/server';

const server = await startServer();
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: PHONE });
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
for (const [name, route] of [['home', '/'], ['market', '/pages/market/market'], ['trade', '/pages/transaction/index'], ['assets', '/pages/fund/assets'], ['detail', '/pages/market/detail?symbol=BTC/USDT']] as const) {
  await page.goto(`${server.url}/h5/#${route}`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shot-${process.env.TAG ?? 'x'}-${name}.png` });
}
console.log('errors', errors);
await browser.close();
await server.stop();
