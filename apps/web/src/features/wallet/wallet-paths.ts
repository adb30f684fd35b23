/** The wallet's routes (spec §2, fund and setting/bill), in one place for links and the route table. */
export const WALLET_PATHS = {
  assets: '/pages/fund/assets',
  select: '/pages/fund/select',
  receive: '/pages/fund/receive',
  records: '/pages/fund/receive_withdraw_record',
  withdraw: '/pages/fund/withdraw',
  transfer: '/pages/fund/transfer',
  fundTransfer: '/pages/fund/fundTransfer',
  transferHistory: '/pages/fund/transfer_history',
  exchange: '/pages/fund/exchange',
  /** Ours, not the spec's: one coin of one account (balance, actions, recent bills). */
  coin: '/pages/fund/coin',
  coinRecords: '/pages/fund/assets_record',
  allRecords: '/pages/fund/assets_all_record',
  settingBill: '/pages/setting/bill',
  statement: '/pages/fund/statement',
} as const;
