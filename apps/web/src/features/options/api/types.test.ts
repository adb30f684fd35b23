import { COOL_OFF_CHOICES, OPTION_SOCKET_EVENTS, OPTION_STATUS, OPTION_TYPES } from '@app/api/options';
import { describe, expect, it } from 'vitest';
import { COOL_OFFS, directionOf, outcomeOf, SOCKET_EVENTS, STATUS, TYPES } from './types';

describe('options wire constants', () => {
  it('are the contract’s own values', () => {
    expect(STATUS).toEqual(OPTION_STATUS);
    expect(TYPES).toEqual(OPTION_TYPES);
    expect(COOL_OFFS).toEqual(COOL_OFF_CHOICES);
    expect(SOCKET_EVENTS).toEqual(OPTION_SOCKET_EVENTS);
  });

  it('name directions and results', () => {
    expect([directionOf(1), directionOf(2)]).toEqual(['up', 'down']);
    expect([outcomeOf(1), outcomeOf(0), outcomeOf(-1)]).toEqual(['win', 'tie', 'loss']);
  });
});
