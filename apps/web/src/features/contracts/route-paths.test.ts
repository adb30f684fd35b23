import { describe, expect, it } from 'vitest';
import { CONTRACT_PATH, FUTURES_PATH, ORDER_PATH, STOCK_PATH } from './model/paths';
import { routes } from './routes';

describe('contract routes', () => {
  it('are the paths the links use', () => {
    expect(routes.map((r) => r.path)).toEqual([CONTRACT_PATH, FUTURES_PATH, STOCK_PATH, ORDER_PATH]);
    expect(routes.find((r) => r.path === ORDER_PATH)?.auth).toBe(true);
  });
});
