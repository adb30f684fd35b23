/** English texts of settlement receipts (docs/receipts.md). The type the others satisfy. */
export const receiptsEn = {
  title: 'Settlement receipt',
  open: 'Receipt',
  none: 'No receipt for this fill yet',
  result: {
    notional: 'Trade value',
    pays: 'You paid',
    receives_gross: 'You received (before fee)',
    fee: 'Fee',
    receives_net: 'You received',
    fill_price: 'Fill price',
    quantity: 'Quantity',
    value: 'Position value',
    margin: 'Margin',
    close_price: 'Close price',
    pnl: 'P/L',
    returned: 'Returned to the account',
    from_balance: 'Loss taken from the balance',
    insurance: 'Paid by the insurance fund',
    from_margin: 'Taken from the margin',
    uncollected: 'Not collected',
  },
  recorded: 'Recorded trade and prices',
  formula: 'Formula',
  hash: 'Fingerprint (SHA-256)',
  hashHint: 'SHA-256 of this receipt’s canonical JSON (RFC 8785): anyone can recompute it from the copied data.',
  copyCanonical: 'Copy data',
  verify: 'Verify',
  match: 'Verified: the receipt matches the recorded trade and the published formula.',
  noMatch: 'Does not match',
  failed: { hash: 'fingerprint', ticks: 'recorded prices', result: 'result', formula: 'unknown formula' },
  kind: {
    spotFill: 'Spot fill',
    contractOpen: 'Contract entry',
    contractClose: 'Contract close',
    contractOvernight: 'Overnight fee',
  },
  source: { spotTrade: 'Trade', marketMark: 'Price mark' },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ReceiptsTexts = Widen<typeof receiptsEn>;
