/** recharge or withdraw, from `?action=` (the brief) or `?type=` (the server's menu links). */
export type WalletAction = 'recharge' | 'withdraw';

export function actionOf(params: URLSearchParams): WalletAction {
  const value = params.get('action') ?? params.get('type');
  return value === 'withdraw' ? 'withdraw' : 'recharge';
}
