import { CONTRACT_SOCKET_EVENTS, CONTRACT_STATUS, CLOSE_REASONS as WIRE_REASONS } from '@app/api/contracts';
import { describe, expect, it } from 'vitest';
import { CLOSE_REASONS, SOCKET_EVENTS, STATUS } from './types';

describe('contracts wire constants', () => {
  it('are the contract’s own values', () => {
    expect(STATUS).toEqual(CONTRACT_STATUS);
    expect(SOCKET_EVENTS).toEqual(CONTRACT_SOCKET_EVENTS);
    expect(CLOSE_REASONS).toEqual(WIRE_REASONS);
  });
});
