/**
 * Where the security module plugs the users' second factor into accounts (it is listed after accounts, so it
 * installs itself here): the login answers a challenge instead of a token when the user has one, and every
 * sensitive change (`proveFor`, the pay password) asks for its code. Without an installed gate nothing changes.
 */
import type { LoginChallenge } from '@app/api';

export type LoginMeta = { ip: string; userAgent: string };

export type SecondFactorGate = {
  /** A challenge when the user has a second factor, else null (the login then answers the token). */
  loginChallenge(userId: number, meta: LoginMeta): Promise<LoginChallenge | null>;
  /** Refuses (translated error) when the user has a second factor and `code` is missing or wrong. */
  stepUp(userId: number, code: string | undefined, ip: string): Promise<void>;
};

export type SecondFactorSlot = SecondFactorGate & { install(gate: SecondFactorGate): void };

export function createSecondFactorSlot(): SecondFactorSlot {
  let gate: SecondFactorGate | null = null;
  return {
    install(g) {
      if (gate) throw new Error('accounts: a second factor is already installed');
      gate = g;
    },
    loginChallenge: async (userId, meta) => (gate ? gate.loginChallenge(userId, meta) : null),
    stepUp: async (userId, code, ip) => {
      if (gate) await gate.stepUp(userId, code, ip);
    },
  };
}
