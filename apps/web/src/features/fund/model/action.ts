/** recharge or withdraw, from `?action=` (the brief) or `?type=` (the server's menu links). */
export type FundAction = 'recharge' | 'withdraw';

export function actionOf(params: URLSearchParams): FundAction {
  const value = params.get('action') ?? params.get('type');
  return value === 'withdraw' ? 'withdraw' : 'recharge';
}
