/** Profile, image upload, referral and the calling-code list. HTTP only. */

import {
  AreaItem,
  HeadPortraitBody,
  Invite,
  Invitee,
  NicknameBody,
  PageQuery,
  paged,
  SignatureBody,
  UploadLink,
  UploadLinkBody,
  UserInfo,
} from '@app/api';
import { t } from '@app/i18n/server';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { AppError } from '../../errors';
import { LINK_TTL_MS, type LinkSigner } from '../links';
import { areaList } from './area-codes';
import type { UserGuard } from './auth.guard';
import type { ProfileService } from './profile.service';
import { MAX_UPLOAD_BYTES, type UploadService } from './uploads.service';

export function registerProfileRoutes(
  app: FastifyInstance,
  deps: { profile: ProfileService; uploads: UploadService; userGuard: UserGuard; links: LinkSigner },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const { profile, uploads, userGuard, links } = deps;
  const text = envelope(z.string());
  const user = { preValidation: userGuard.requireUser };

  // Whatever parameters are sent, only the caller's own record.
  r.route({
    method: ['GET', 'POST'],
    url: '/user/info',
    ...user,
    schema: { tags, response: { 200: envelope(UserInfo) } },
    handler: async (req) => ok(await profile.info(req.userId)),
  });

  r.post(
    '/user/uploadHeadPortrait',
    { ...user, schema: { tags, body: HeadPortraitBody, response: { 200: text } } },
    async (req) => {
      await profile.setHeadPortrait(req.userId, req.body.head_portrait);
      return ok(t(req.lang, 'account.saved'));
    },
  );

  r.post(
    '/user/editNickname',
    { ...user, schema: { tags, body: NicknameBody, response: { 200: text } } },
    async (req) => {
      await profile.setNickname(req.userId, req.body.nickname);
      return ok(t(req.lang, 'account.saved'));
    },
  );

  r.post(
    '/user/editSignature',
    { ...user, schema: { tags, body: SignatureBody, response: { 200: text } } },
    async (req) => {
      await profile.setSignature(req.userId, req.body.signature);
      return ok(t(req.lang, 'account.saved'));
    },
  );

  r.get('/user/invite', { ...user, schema: { tags, response: { 200: envelope(Invite) } } }, async (req) =>
    ok(await profile.invite(req.userId)),
  );

  r.get(
    '/user/invite/list',
    { ...user, schema: { tags, querystring: PageQuery, response: { 200: envelope(paged(Invitee)) } } },
    async (req) => ok(await profile.invitees(req.userId, req.query)),
  );

  // The owner's own upload through a signed short-lived link (a private one has no public address).
  r.post(
    '/upload/link',
    { ...user, schema: { tags, body: UploadLinkBody, response: { 200: envelope(UploadLink) } } },
    async (req) => {
      await uploads.requireOwn(req.body.address, req.userId, 'address');
      return ok({ url: links.sign(req.body.address, {}), expires_in: Math.floor(LINK_TTL_MS / 1000) });
    },
  );

  r.get('/area', { schema: { tags, response: { 200: envelope(z.array(AreaItem)) } } }, async (req) =>
    ok(areaList(req.lang)),
  );

  // Multipart only in this scope: one file, at most 10 MB (a bigger one is cut and refused).
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 10 } });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/upload',
        { ...user, schema: { tags, consumes: ['multipart/form-data'], response: { 200: text } } },
        async (req) => {
          if (!req.isMultipart()) throw AppError.say('upload.missing');
          const file = await req.file();
          if (file?.fieldname !== 'file') throw AppError.say('upload.missing');
          const data = await file.toBuffer();
          // `purpose=identity` (a field sent before the file): private from the start, never at a public address.
          const purpose = (file.fields.purpose as { value?: unknown } | undefined)?.value;
          return ok(await uploads.store(data, req.userId, { private: purpose === 'identity' }));
        },
      );
  });
}

/**
 * `GET /uploads/<sha256>.<ext>` outside /api: our own content type, nosniff, never a user's file name. A public
 * upload is served to anyone with long public caching; a private one (identity documents) only with a valid signed
 * link (`?exp=…&sig=…`, from `/upload/link` or a reviewer's screen) and `Cache-Control: private, no-store`.
 */
export function registerUploadFiles(app: FastifyInstance, deps: { uploads: UploadService; links: LinkSigner }) {
  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (req, reply) => {
    const name = req.params.name;
    const isPrivate = await deps.uploads.isPrivate(name);
    const signed = deps.links.verify(`/uploads/${name}`, req.query) !== null;
    const file = isPrivate && !signed ? null : await deps.uploads.read(name);
    if (!file) return reply.code(404).send({ type: 'error', message: t(req.lang, 'error.not_found') });
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .send(file.data);
  });
}
