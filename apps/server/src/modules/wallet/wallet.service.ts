/**
 * The wallet service: one object per app wiring the parts (overview, deposit, withdraw, transfer, exchange, bills,
 * back office). Every part takes the same narrow dependencies (wallet.context.ts); money moves only through the
 * ledger, in the transaction of the business row that caused it.
 */
import type { Lang } from '@app/i18n';
import { normalize } from '@app/money';
import { createWalletAdminService } from './wallet.admin-service';
import { type BillQuery, billView, type StatementQuery, statement, statementCsv, userPostings } from './wallet.bills';
import { ensureCoinSettings, listCoinSettings, walletCoins } from './wallet.coins';
import type { WalletDeps } from './wallet.context';
import { createDepositService } from './wallet.deposit';
import { createExchangeService } from './wallet.exchange';
import { createOverviewService } from './wallet.overview';
import { createTransferService } from './wallet.transfer';
import { createWithdrawService } from './wallet.withdraw';

export type WalletService = ReturnType<typeof createWalletService>;

export function createWalletService(deps: WalletDeps) {
  const { db } = deps;
  return {
    deps,
    /** Inserts the default coin settings that are missing (call once at start). */
    init: () => ensureCoinSettings(db),
    overview: createOverviewService(deps),
    deposit: createDepositService(deps),
    withdraw: createWithdrawService(deps),
    transfer: createTransferService(deps),
    exchange: createExchangeService(deps),
    admin: createWalletAdminService(deps),

    /** Deposit/withdraw coin list of spec §3 (USDT twice: ERC20 and TRC20). */
    async coins() {
      const logos = new Map(walletCoins().map((c) => [c.id, c.logo]));
      return (await listCoinSettings(db)).map((s) => ({
        id: s.coinId,
        name: s.currency,
        subName: s.network,
        type: s.network,
        status: s.depositEnabled || s.withdrawEnabled ? 1 : 0,
        deposit_enabled: s.depositEnabled,
        withdraw_enabled: s.withdrawEnabled,
        image: logos.get(s.coinId) ?? '',
        min_deposit: normalize(s.minDeposit),
        min_withdraw: normalize(s.minWithdraw),
        withdraw_fee: normalize(s.withdrawFee),
      }));
    },

    async bills(lang: Lang, userId: number, q: BillQuery) {
      const { rows, total } = await userPostings(db, userId, q, 'available');
      return { list: rows.map((r) => billView(lang, r)), total, page: q.page, limit: q.limit };
    },

    statement: (lang: Lang, userId: number, q: StatementQuery) => statement(db, lang, userId, q),
    async statementCsv(lang: Lang, userId: number, q: StatementQuery) {
      return statementCsv(await statement(db, lang, userId, q), lang);
    },
  };
}
