import { SOCKET_EVENTS as CONTRACT_SOCKET_EVENTS } from '@app/api/market';
import { describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from './types';

describe('market wire constants', () => {
  it('names the socket events exactly as the contract does', () => {
    expect(SOCKET_EVENTS).toEqual(CONTRACT_SOCKET_EVENTS);
  });
});
