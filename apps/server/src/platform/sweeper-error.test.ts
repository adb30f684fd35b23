/** What the status screens may show of a failure: a code and a short message (the failed query never). */
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { errorSummary, shownError } from './sweeper-error';

describe('sweeper error summaries', () => {
  it('name a database error by its SQLSTATE and constraint, even when only the wrapper is at hand', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "receipts_ref_user"'), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'receipts_ref_user',
    });
    const wrapped = new Error('Failed query: insert into receipts (user_id) values ($1)\nparams: 4242', {
      cause: driver,
    });
    expect(errorSummary(wrapped)).toBe('23505: unique violation (receipts_ref_user)');
    expect(errorSummary(new Error('Failed query: select 1\nparams: 4242'))).toBe('DB: database error');
  });

  it('name an application error by its code, another by its type and first line, cut short', () => {
    expect(errorSummary(new AppError('NOT_FOUND'))).toBe('NOT_FOUND');
    expect(errorSummary('boom')).toBe('Error: boom');
    const long = errorSummary(new Error('x'.repeat(500)));
    expect(long.length).toBeLessThanOrEqual(170);
    expect(long.endsWith('…')).toBe(true);
  });

  it('show a failure stored before summaries without its query', () => {
    expect(shownError('Failed query: update runs set x = $1\nparams: 4242,secret')).toBe('DB: database error');
    expect(shownError('23505: unique violation (receipts_ref_user)')).toBe(
      '23505: unique violation (receipts_ref_user)',
    );
    expect(shownError(null)).toBe('');
  });
});
