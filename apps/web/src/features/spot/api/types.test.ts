import { SPOT_SOCKET_EVENTS as CONTRACT_SOCKET_EVENTS, SPOT_ORDER_STATUSES } from '@app/api/spot';
import { describe, expect, it } from 'vitest';
import { isOpen, SPOT_SOCKET_EVENTS } from './types';

describe('spot wire constants', () => {
  it('names the socket events exactly as the contract does', () => {
    expect(SPOT_SOCKET_EVENTS).toEqual(CONTRACT_SOCKET_EVENTS);
  });

  it('counts open and partly filled orders as open, every other status of the contract as finished', () => {
    expect(SPOT_ORDER_STATUSES.filter((status) => isOpen({ status }))).toEqual(['open', 'partial']);
  });
});
