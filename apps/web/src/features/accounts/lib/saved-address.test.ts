import { describe, expect, it } from 'vitest';
import { addAddressPath, forgetSavedAddress, rememberSavedAddress, savedAddress } from './saved-address';

describe('add-address hand-off', () => {
  it("opens the form on the withdrawal's coin and network", () => {
    expect(addAddressPath('USDT', 'TRC20')).toBe('/pages/setting/addWallet?currency=USDT&network=TRC20');
    expect(addAddressPath('BTC', '')).toBe('/pages/setting/addWallet?currency=BTC');
    expect(addAddressPath()).toBe('/pages/setting/addWallet');
  });

  it('keeps the saved address until the withdrawal has used it', () => {
    rememberSavedAddress(42);
    expect(savedAddress()).toBe(42);
    expect(savedAddress()).toBe(42);
    forgetSavedAddress();
    expect(savedAddress()).toBeNull();
  });
});
