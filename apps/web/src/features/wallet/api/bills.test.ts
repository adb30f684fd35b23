import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { downloadStatementCsv } from './bills';

const post = vi.fn();
vi.mock('../../../lib/request', () => ({
  apiUrl: (url: string) => url,
  get: vi.fn(),
  post: (...args: unknown[]) => post(...args),
}));

describe('statement CSV download', () => {
  beforeEach(() => {
    post.mockReset();
    useSession.setState({ token: 'secret-session-token' });
  });

  it('asks for a signed link and opens it: the session token never goes into an address', async () => {
    post.mockResolvedValue({ url: '/api/wallet/statement.csv?uid=7&currency=3&exp=1&sig=abc', expires_in: 300 });
    const opened: string[] = [];
    const filters = { currency: 3, type: 'change' as const, from: '2026-01-01', to: '2026-02-01' };
    await downloadStatementCsv(filters, (url) => opened.push(url));
    expect(post).toHaveBeenCalledWith('/wallet/statement/link', filters);
    expect(opened).toEqual(['/api/wallet/statement.csv?uid=7&currency=3&exp=1&sig=abc']);
    expect(opened.join()).not.toContain('secret-session-token');
    expect(JSON.stringify(post.mock.calls)).not.toContain('secret-session-token');
  });
});
