import { describe, expect, it } from 'vitest';
import { splitError } from './error-text';

describe('splitError', () => {
  it('parts the code from the short message the server stores', () => {
    expect(splitError('23505: unique violation (receipts_ref_user)')).toEqual({
      code: '23505',
      message: 'unique violation (receipts_ref_user)',
    });
    expect(splitError('TypeError: no price recorded')).toEqual({ code: 'TypeError', message: 'no price recorded' });
    expect(splitError('NOT_FOUND')).toEqual({ code: 'NOT_FOUND', message: '' });
    expect(splitError('no price yet')).toEqual({ code: '', message: 'no price yet' });
    expect(splitError(null)).toBeNull();
  });
});
