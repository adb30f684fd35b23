/** What other modules may know about a user, without reading the users table themselves. */
import type { Executor } from '../../db';
import { verifiedCountry } from './kyc.service';
import { findUserById, findUserByIdentifier } from './users.repo';

export type UserDirectory = ReturnType<typeof createUserDirectory>;

export function createUserDirectory() {
  return {
    /** Verification level: 0 none, 1 basic, 2 advanced (0 for an unknown id). */
    async levelOf(ex: Executor, userId: number): Promise<number> {
      return (await findUserById(ex, userId))?.realLevel ?? 0;
    },
    async exists(ex: Executor, userId: number): Promise<boolean> {
      return (await findUserById(ex, userId)) !== undefined;
    },
    /** The user's email, else `+<area> <mobile>`, for back-office lists ('' for an unknown id). */
    async label(ex: Executor, userId: number): Promise<string> {
      const u = await findUserById(ex, userId);
      return u ? (u.email ?? `+${u.areaCode ?? ''} ${u.mobile ?? ''}`) : '';
    },
    /**
     * The country of the user's approved basic identity verification (ISO 3166 alpha-2, upper case), or null when
     * none is approved or the approved submission carried no country.
     */
    verifiedCountry: (ex: Executor, userId: number): Promise<string | null> => verifiedCountry(ex, userId),
    async idByEmail(ex: Executor, email: string): Promise<number | undefined> {
      return (await findUserByIdentifier(ex, { kind: 'email', email }))?.id;
    },
  };
}
