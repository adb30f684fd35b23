/**
 * Demo data (demo mode only, once): a USDT campaign funded with 50 000 and a BTC one with 5 from outside the books,
 * the locked-mining, cloud-miner and DeFi products and two dual products (a BTC call and a put, maturing in 7 days,
 * strikes near the last recorded price) they pay. A real operator creates and funds campaigns in the back office;
 * nothing here runs in production.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../../db';
import type { Campaigns } from './campaigns';
import type { CouponService } from './coupons.service';
import {
  CLOUD_MINER,
  DEFI_POOL,
  DUAL_CAMPAIGN,
  ieoTexts,
  LAUNCH_CAMPAIGN,
  usdtDaysName,
  WELCOME_VOUCHER,
} from './earn.seed-texts';
import { couponTemplates, dualProducts, earnCampaigns, ieoProjects, miningProducts } from './earn.tables';
import type { IeoService } from './ieo.service';

export async function seedEarnDemo(
  db: Db,
  campaigns: Campaigns,
  o: { now: number; lastPrice(symbol: string): string | undefined },
): Promise<void> {
  const [n] = await db.select({ n: count() }).from(earnCampaigns);
  if (Number(n?.n ?? 0) > 0) return;
  const c = await campaigns.create({
    name: 'Launch yield',
    currency: 'USDT',
    note: 'Yields are paid from this operator-funded budget; no product can promise more than it holds.',
    translations: LAUNCH_CAMPAIGN,
  });
  await campaigns.fund(c.id, '50000');
  const base = { currency: 'USDT', campaignId: c.id, minAmount: '100', maxAmount: '10000' };
  await db.insert(miningProducts).values([
    {
      ...base,
      kind: 'locked',
      name: 'USDT 5 days',
      days: 5,
      dailyRate: '0.003',
      penaltyRate: '0.004',
      translations: usdtDaysName(5),
    },
    {
      ...base,
      kind: 'locked',
      name: 'USDT 15 days',
      days: 15,
      dailyRate: '0.0035',
      penaltyRate: '0.004',
      translations: usdtDaysName(15),
    },
    {
      ...base,
      kind: 'locked',
      name: 'USDT 30 days',
      days: 30,
      dailyRate: '0.004',
      penaltyRate: '0.005',
      translations: usdtDaysName(30),
    },
    {
      ...base,
      kind: 'cloud',
      name: 'Cloud miner 30 days',
      days: 30,
      dailyRate: '0.0025',
      penaltyRate: '0.005',
      intro: 'A fixed daily yield for a fixed term, paid from the campaign budget: no hardware is rented.',
      translations: CLOUD_MINER,
    },
    {
      ...base,
      kind: 'defi',
      name: 'DeFi pool 7 days',
      days: 7,
      dailyRate: '0.002',
      penaltyRate: '0.003',
      intro: 'A fixed daily yield for a fixed term, paid from the campaign budget: no funds leave the platform.',
      translations: DEFI_POOL,
    },
  ]);
  const btc = await campaigns.create({
    name: 'Dual launch',
    currency: 'BTC',
    note: 'Pays the yield of BTC calls.',
    translations: DUAL_CAMPAIGN,
  });
  await campaigns.fund(btc.id, '5');
  const last = Number(o.lastPrice('BTC/USDT') ?? '60000');
  // Round strikes a little away from the price, as a product desk would list them.
  const strike = (f: number) => String(Math.max(1, Math.round((last * f) / 100) * 100));
  const window = { salesEnd: o.now + 5 * 86_400_000, settlesAt: o.now + 7 * 86_400_000 };
  await db.insert(dualProducts).values([
    {
      coin: 'BTC',
      type: 'call',
      strike: strike(1.03),
      apr: '0.25',
      unit: '0.01',
      totalShares: 500,
      userLimit: 50,
      campaignId: btc.id,
      ...window,
    },
    {
      coin: 'BTC',
      type: 'put',
      strike: strike(0.97),
      apr: '0.3',
      unit: '100',
      totalShares: 500,
      userLimit: 50,
      campaignId: c.id,
      ...window,
    },
  ]);
}

/**
 * Demo IEO projects (demo mode only, once): one in progress allocated pro rata, one in warm-up sold first come,
 * one already done. Their supply is issued from outside the books at creation, as a real issuer's would be.
 */
export async function seedIeoDemo(db: Db, ieo: IeoService, now: number): Promise<void> {
  const [n] = await db.select({ n: count() }).from(ieoProjects);
  if (Number(n?.n ?? 0) > 0) return;
  const day = 86_400_000;
  const text = (token: string) => ({
    summary: `${token} offered to platform users at a fixed price during the window.`,
    content:
      `Applications are paid when made and held in the project's account until the end.\n\n` +
      'After the end each application is allocated by the published rule, the rest is refunded, and the tokens ' +
      'are delivered to the spot account once the lock period is over.',
    whitepaper: 'https://example.org/whitepaper.pdf',
    website: 'https://example.org',
    translations: ieoTexts(token),
  });
  await ieo.create({
    title: 'DOT community round',
    ...text('DOT'),
    token: 'DOT',
    payCurrency: 'USDT',
    price: '5',
    supply: '20000',
    minAmount: '1',
    userLimit: '2000',
    startsAt: now - day,
    endsAt: now + 6 * day,
    lockDays: 3,
    mode: 'pro_rata',
  });
  await ieo.create({
    title: 'LINK early access',
    ...text('LINK'),
    token: 'LINK',
    payCurrency: 'USDT',
    price: '12',
    supply: '5000',
    minAmount: '1',
    userLimit: '500',
    startsAt: now + 2 * day,
    endsAt: now + 9 * day,
    lockDays: 0,
    mode: 'fcfs',
  });
  await ieo.create({
    title: 'AVAX launchpad',
    ...text('AVAX'),
    token: 'AVAX',
    payCurrency: 'USDT',
    price: '20',
    supply: '1000',
    minAmount: '1',
    userLimit: null,
    startsAt: now - 10 * day,
    endsAt: now - 3 * day,
    lockDays: 1,
    mode: 'fcfs',
  });
}

/** Demo vouchers (demo mode only, once): a welcome experience voucher on the shortest USDT mining product. */
export async function seedCouponDemo(db: Db, coupons: CouponService, now: number): Promise<void> {
  const [n] = await db.select({ n: count() }).from(couponTemplates);
  if (Number(n?.n ?? 0) > 0) return;
  const products = await db.select().from(miningProducts).orderBy(miningProducts.days, miningProducts.id);
  const p = products.find((x) => x.currency === 'USDT' && x.kind === 'locked');
  if (!p) return;
  const day = 86_400_000;
  await coupons.createTemplate({
    title: 'Welcome experience voucher',
    translations: WELCOME_VOUCHER,
    productId: p.id,
    amount: '1000',
    validDays: 7,
    total: 1000,
    claimFrom: now - day,
    claimUntil: now + 30 * day,
  });
}
