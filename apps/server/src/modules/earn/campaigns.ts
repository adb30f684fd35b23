/**
 * Campaigns: the budgets that pay every earn yield. A campaign's balance is the ledger system account
 * `campaign_<id>` in its coin, funded by the operator from outside the books (`external`), so a yield is always
 * money some account held. Reserving locks that account first, so concurrent subscriptions are judged one after
 * another on what the previous ones left; the operator can take back only what nothing has reserved.
 */
import { DEFAULT_LANG, type Lang } from '@app/i18n';
import { gt, normalize } from '@app/money';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { AppError } from '../../errors';
import {
  type AccountKey,
  balances,
  getOrCreateAccounts,
  type LedgerAccount,
  lockAccounts,
  post,
  withTransaction,
} from '../ledger';
import { earnCampaigns } from './earn.tables';
import { CAMPAIGN_TEXTS, type EarnTexts, inLang } from './earn.texts';

export type CampaignRow = typeof earnCampaigns.$inferSelect;
/** Work done in a campaign change's own transaction (the back office's audit row). */
type Also = (tx: Tx, c: CampaignRow) => Promise<void>;
/** Name and note in the reader's language (falling back to English); `translations` for the back office. */
export type CampaignView = {
  id: number;
  name: string;
  note: string;
  currency: string;
  remaining: string;
  translations: EarnTexts;
};

export const campaignKey = (id: number, currency: string): AccountKey => ({
  ownerType: 'system',
  currency,
  systemKind: `campaign_${id}`,
});

export type CampaignBook = {
  /**
   * Refuses (translated) when the campaign holds less than `amount`; the caller then posts the move. `posting`
   * names the other accounts that posting will touch: all are locked here with the campaign, in the one global
   * (ascending id) order. Locking the campaign alone first and the user's accounts later in post() would take
   * them in the opposite order to a redemption, whose posting locks the user's accounts before the campaign when
   * their ids are lower (PostgreSQL then aborts one of the two with a deadlock).
   */
  reserve(tx: Tx, campaign: LedgerAccount, amount: string, posting: readonly LedgerAccount[]): Promise<void>;
};

export const campaignBook: CampaignBook = {
  async reserve(tx, campaign, amount, posting) {
    const [locked] = await lockAccounts(tx, [campaign.id, ...posting.map((a) => a.id)]);
    if (!locked) throw new Error('campaign account vanished');
    if (gt(amount, locked.available)) {
      throw AppError.say('earn.budget_exhausted', { left: normalize(locked.available) });
    }
  },
};

export function createCampaigns(db: Db) {
  async function remainingById(): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const b of await balances(db, 0, 'system')) {
      if (b.systemKind.startsWith('campaign_')) out.set(`${b.systemKind}:${b.currency}`, b.available);
    }
    return out;
  }
  const view = (row: CampaignRow, left: Map<string, string>, lang: Lang): CampaignView => {
    const c = inLang(row, lang, CAMPAIGN_TEXTS);
    return {
      id: c.id,
      name: c.name,
      note: c.note,
      translations: row.translations,
      currency: c.currency,
      remaining: left.get(`campaign_${c.id}:${c.currency}`) ?? '0',
    };
  };

  async function row(ex: Db | Tx, id: number): Promise<CampaignRow> {
    const [c] = await ex.select().from(earnCampaigns).where(eq(earnCampaigns.id, id));
    if (!c) throw AppError.say('earn.campaign_not_found');
    return c;
  }

  /**
   * Moves between the campaign and `external` (the operator's money outside the books). Taking back locks the
   * campaign account first (as a reservation does) and refuses more than it holds: what running subscriptions
   * reserved has already left it for the escrow. `also` runs in the same transaction (the back office's audit row).
   */
  async function move(id: number, amount: string, direction: 'fund' | 'withdraw', also?: Also) {
    return withTransaction(db, async (tx) => {
      const c = await row(tx, id);
      const [campaign, external] = await getOrCreateAccounts(tx, [
        campaignKey(c.id, c.currency),
        { ownerType: 'system', currency: c.currency, systemKind: 'external' },
      ]);
      if (direction === 'withdraw') {
        const [locked] = await lockAccounts(tx, [campaign!.id]);
        if (!locked) throw new Error('campaign account vanished');
        if (gt(amount, locked.available)) {
          throw AppError.say('earn.withdraw_above_free', { left: normalize(locked.available) });
        }
      }
      const sign = direction === 'fund' ? '' : '-';
      const back = direction === 'fund' ? '-' : '';
      await post(tx, {
        type: direction === 'fund' ? 'campaign_fund' : 'campaign_withdraw',
        refType: 'earn_campaign',
        refId: c.id,
        memo: { m: 'campaign', id: c.id, name: c.name },
        lines: [
          { account: campaign!, bucket: 'available', amount: `${sign}${amount}` },
          { account: external!, bucket: 'available', amount: `${back}${amount}` },
        ],
      });
      await also?.(tx, c);
      return c;
    });
  }

  return {
    async list(lang: Lang = DEFAULT_LANG): Promise<CampaignView[]> {
      const left = await remainingById();
      const rows = await db.select().from(earnCampaigns).orderBy(earnCampaigns.id);
      return rows.map((c) => view(c, left, lang));
    },
    async views(ids: readonly number[], lang: Lang = DEFAULT_LANG): Promise<Map<number, CampaignView>> {
      const all = await this.list(lang);
      return new Map(all.filter((c) => ids.includes(c.id)).map((c) => [c.id, c]));
    },
    row: (id: number) => row(db, id),
    async create(
      p: { name: string; currency: string; note: string; translations?: EarnTexts },
      also?: Also,
    ): Promise<CampaignRow> {
      return withTransaction(db, async (tx) => {
        const [c] = await tx.insert(earnCampaigns).values(p).returning();
        if (!c) throw new Error('campaign insert returned nothing');
        await getOrCreateAccounts(tx, [campaignKey(c.id, c.currency)]);
        await also?.(tx, c);
        return c;
      });
    },
    /** Name and note only: the coin of a campaign never changes (its account and every product depend on it). */
    async update(
      id: number,
      p: { name: string; note: string; translations?: EarnTexts },
      also?: (tx: Tx, before: CampaignRow) => Promise<void>,
    ) {
      return withTransaction(db, async (tx) => {
        const before = await row(tx, id);
        const [c] = await tx.update(earnCampaigns).set(p).where(eq(earnCampaigns.id, id)).returning();
        await also?.(tx, before);
        return c ?? before;
      });
    },
    fund: (id: number, amount: string, also?: Also) => move(id, amount, 'fund', also),
    /** Refused ('earn.withdraw_above_free') beyond the campaign's balance: reservations have left it already. */
    withdraw: (id: number, amount: string, also?: Also) => move(id, amount, 'withdraw', also),
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
