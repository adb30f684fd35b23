/** Codes, sign-up, login/logout, forgotten password, and the /safe/* security calls. HTTP only. */
import {
  BindEmailBody,
  BindMobileBody,
  CheckEmailBody,
  ForgetBody,
  LoginBody,
  LoginChallenge,
  PayPasswordBody,
  RegisterBody,
  SessionsRevoked,
  SessionView,
  SmsMail2Body,
  SmsMailBody,
  SmsSendBody,
  UpdatePasswordBody,
} from '@app/api';
import { t } from '@app/i18n/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import type { UserGuard } from './auth.guard';
import type { AuthService } from './auth.service';
import { accountId, emailId, mobileId } from './identity';
import type { SecurityService } from './security.service';
import type { SessionService } from './sessions.service';

type AuthRouteDeps = {
  auth: AuthService;
  security: SecurityService;
  sessions: SessionService;
  userGuard: UserGuard;
};

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
/** Codes and logins are also limited by the global per-IP rate limit; these calls get a tighter one. */
const tight = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const { auth, security, sessions, userGuard } = deps;
  const text = envelope(z.string());
  const user = { preValidation: userGuard.requireUser };

  r.post('/sms_mail', { config: tight, schema: { tags, body: SmsMailBody, response: { 200: text } } }, async (req) => {
    const scene = req.body.scene ?? (req.body.type === 'forget' ? 'forget' : 'register');
    const id = accountId(req.body.user_string, req.body.area_code, 'user_string');
    await auth.sendCode({ scene, id, ip: req.ip, lang: req.lang });
    return ok(t(req.lang, 'account.code_sent'));
  });

  r.post('/sms_send', { config: tight, schema: { tags, body: SmsSendBody, response: { 200: text } } }, async (req) => {
    const id = mobileId(req.body.area_code, req.body.mobile);
    await auth.sendCode({ scene: req.body.scene, id, ip: req.ip, lang: req.lang });
    return ok(t(req.lang, 'account.code_sent'));
  });

  r.post(
    '/sms_mail2',
    { ...user, config: tight, schema: { tags, body: SmsMail2Body, response: { 200: text } } },
    async (req) => {
      const b = req.body;
      const channel = b.channel ?? (b.user_string && !b.user_string.includes('@') ? 'mobile' : 'email');
      await security.sendOwnCode(req.userId, channel, req.ip, req.lang);
      return ok(t(req.lang, 'account.code_sent'));
    },
  );

  r.post(
    '/user/check_email',
    { config: tight, schema: { tags, body: CheckEmailBody, response: { 200: envelope(z.literal(true)) } } },
    async (req) => ok(await auth.checkRegisterCode(emailId(req.body.user_string, 'user_string'), req.body.email_code)),
  );

  r.post('/user/register', { schema: { tags, body: RegisterBody, response: { 200: text } } }, async (req) => {
    const b = req.body;
    const id =
      b.type === 'email' ? emailId(b.user_string, 'user_string') : mobileId(b.area_code, b.user_string, 'user_string');
    await auth.register({
      id,
      code: b.code,
      password: b.password,
      rePassword: b.re_password,
      inviteCode: b.extension_code || undefined,
      lang: req.lang,
    });
    return ok(t(req.lang, 'account.registered'));
  });

  // A token, or (second factor on) a challenge whose ticket goes to /security/login/verify.
  const loginAnswer = envelope(z.union([z.string(), LoginChallenge]));
  r.post(
    '/user/login',
    { config: tight, schema: { tags, body: LoginBody, response: { 200: loginAnswer } } },
    async (req) =>
      ok(
        await auth.login(
          { userString: req.body.user_string, areaCode: req.body.area_code, password: req.body.password },
          meta(req),
        ),
      ),
  );

  r.get('/user/logout', { ...user, schema: { tags, response: { 200: text } } }, async (req) => {
    await auth.logout(req.userId, req.userSessionId);
    return ok(t(req.lang, 'account.logged_out'));
  });

  r.post(
    '/user/forget',
    { config: tight, schema: { tags, body: ForgetBody, response: { 200: text } } },
    async (req) => {
      const b = req.body;
      await auth.forget({
        id: accountId(b.account, b.area_code, 'account'),
        code: b.code,
        password: b.password,
        rePassword: b.repassword,
      });
      return ok(t(req.lang, 'account.password_reset'));
    },
  );

  r.post(
    '/safe/update_password',
    { ...user, schema: { tags, body: UpdatePasswordBody, response: { 200: text } } },
    async (req) => {
      const b = req.body;
      await auth.changePassword(req.userId, {
        oldPassword: b.old_password,
        password: b.password,
        rePassword: b.re_password,
        code: b.code,
      });
      return ok(t(req.lang, 'account.password_changed'));
    },
  );

  r.post(
    '/safe/pay_password',
    { ...user, schema: { tags, body: PayPasswordBody, response: { 200: text } } },
    async (req) => {
      const b = req.body;
      await security.setPayPassword(req.userId, {
        password: b.password,
        rePassword: b.re_password,
        code: b.code,
        twoFactorCode: b.two_factor_code,
        ip: req.ip,
      });
      return ok(t(req.lang, 'account.pay_password_saved'));
    },
  );

  r.post('/safe/mobile', { ...user, schema: { tags, body: BindMobileBody, response: { 200: text } } }, async (req) => {
    const b = req.body;
    await security.bindMobile(req.userId, mobileId(b.area_code, b.mobile), b.code, {
      payPassword: b.pay_password,
      code: b.security_code,
      twoFactorCode: b.two_factor_code,
      ip: req.ip,
    });
    return ok(t(req.lang, 'account.mobile_bound'));
  });

  r.post('/safe/email', { ...user, schema: { tags, body: BindEmailBody, response: { 200: text } } }, async (req) => {
    const b = req.body;
    await security.bindEmail(req.userId, emailId(b.email), b.code, {
      payPassword: b.pay_password,
      code: b.security_code,
      twoFactorCode: b.two_factor_code,
      ip: req.ip,
    });
    return ok(t(req.lang, 'account.email_bound'));
  });

  r.get(
    '/safe/sessions',
    { ...user, schema: { tags, response: { 200: envelope(z.array(SessionView)) } } },
    async (req) => ok(await sessions.list(req.userId, req.userSessionId)),
  );

  r.post(
    '/safe/sessions/revoke_others',
    { ...user, schema: { tags, response: { 200: envelope(SessionsRevoked) } } },
    async (req) => ok({ revoked: await sessions.revokeOthers(req.userId, req.userSessionId) }),
  );
}
