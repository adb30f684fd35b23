import { describe, expect, it } from 'vitest';
import { numberRuns } from './number-runs';

describe('numberRuns', () => {
  it('keeps each number whole, separators and sign included', () => {
    expect(numberRuns('Exchanged: you receive 10,000.000000 USDT (-1.5%)')).toEqual([
      { text: 'Exchanged: you receive ', number: false },
      { text: '10,000.000000', number: true },
      { text: ' USDT (', number: false },
      { text: '-1.5%', number: true },
      { text: ')', number: false },
    ]);
  });

  it('reads the French and Spanish separators as part of the number', () => {
    expect(
      numberRuns('1\u202f234,5 et 1.234,5')
        .filter((r) => r.number)
        .map((r) => r.text),
    ).toEqual(['1\u202f234,5', '1.234,5']);
  });

  it('gives a message without numbers back as one run', () => {
    expect(numberRuns('Saved')).toEqual([{ text: 'Saved', number: false }]);
    expect(numberRuns('')).toEqual([]);
  });
});
