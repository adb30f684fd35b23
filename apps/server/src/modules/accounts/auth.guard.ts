/**
 * The user guard other modules put in front of their routes. Hooks run at preValidation, so a caller without a
 * valid token gets type 999 before the body is even looked at.
 *
 *   const { requireUser, optionalUser, requireLevel } = userGuard;
 *   r.post('/x', { preValidation: requireUser }, (req) => ... req.userId ...);
 *   r.post('/y', { preValidation: requireLevel(1) }, ...);   // 999 without a token, 998 below level 1
 *
 * `verifyToken(raw)` gives the user and session behind a raw token (or null) for callers outside HTTP (the socket).
 */
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors';
import { readToken } from '../admin';
import type { SessionService } from './sessions.service';

export type UserGuard = {
  /** 999 unless the token is valid; sets request.userId and request.userSessionId. */
  requireUser: preValidationAsyncHookHandler;
  /** Never refuses; sets request.userId (0 when anonymous). */
  optionalUser: preValidationAsyncHookHandler;
  /** 999 without a valid token, 998 when the user's verification level is below `level` (1 basic, 2 advanced). */
  requireLevel(level: 1 | 2): preValidationAsyncHookHandler;
  verifyToken(raw: string): Promise<{ userId: number; sessionId: number } | null>;
};

export function createUserGuard(sessions: Pick<SessionService, 'authenticate'>): UserGuard {
  async function identify(request: FastifyRequest) {
    const found = await sessions.authenticate(readToken(request));
    request.userId = found?.userId ?? 0;
    request.userSessionId = found?.sessionId ?? 0;
    return found;
  }

  return {
    async requireUser(request: FastifyRequest, _reply: FastifyReply) {
      if (!(await identify(request))) throw new AppError('NEED_LOGIN');
    },
    async optionalUser(request: FastifyRequest, _reply: FastifyReply) {
      await identify(request);
    },
    requireLevel(level) {
      return async function requireLevel(request: FastifyRequest, _reply: FastifyReply) {
        const found = await identify(request);
        if (!found) throw new AppError('NEED_LOGIN');
        if (found.realLevel < level) throw new AppError('NEED_KYC');
      };
    },
    async verifyToken(raw: string) {
      if (typeof raw !== 'string') return null;
      const found = await sessions.authenticate(raw);
      return found ? { userId: found.userId, sessionId: found.sessionId } : null;
    },
  };
}
