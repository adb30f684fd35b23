/** Withdrawal addresses and bank cards (owner-scoped). HTTP only. */
import {
  AddressView,
  BookCoin,
  CardBody,
  CardInternationalBody,
  CardView,
  PageQuery,
  pagedB,
  WalletDeleteBody,
  WalletSaveBody,
} from '@app/api';
import { t } from '@app/i18n/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { asPagedB } from '../../paging';
import type { UserGuard } from '../accounts';
import type { BookService } from './wallet.book.service';

export function registerBookRoutes(app: FastifyInstance, deps: { book: BookService; userGuard: UserGuard }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const { book: wallet, userGuard } = deps;
  const user = { preValidation: userGuard.requireUser };
  const proofOf = (
    b: { pay_password?: string | undefined; code?: string | undefined; two_factor_code?: string | undefined },
    ip: string,
  ) => ({ payPassword: b.pay_password, code: b.code, twoFactorCode: b.two_factor_code, ip });

  r.route({
    method: ['GET', 'POST'],
    url: '/currency/list',
    schema: { tags, response: { 200: envelope(z.array(BookCoin)) } },
    handler: async () => ok(wallet.coins()),
  });

  r.post(
    '/user/wallet/save',
    { ...user, schema: { tags, body: WalletSaveBody, response: { 200: envelope(AddressView) } } },
    async (req) => ok(await wallet.saveAddress(req.userId, req.body, proofOf(req.body, req.ip))),
  );

  r.route({
    method: ['GET', 'POST'],
    url: '/user/wallet/list',
    ...user,
    // Our page and the original client's paginator (b) `{data, page, pages, total}` (docs/original-client.md).
    schema: { tags, querystring: PageQuery, response: { 200: envelope(pagedB(AddressView)) } },
    handler: async (req) => ok(asPagedB(await wallet.listAddresses(req.userId, req.query))),
  });

  r.post(
    '/user/wallet/delete',
    { ...user, schema: { tags, body: WalletDeleteBody, response: { 200: envelope(z.string()) } } },
    async (req) => {
      await wallet.deleteAddress(req.userId, req.body.id, proofOf(req.body, req.ip));
      return ok(t(req.lang, 'account.deleted'));
    },
  );

  r.post(
    '/user/cash_save',
    { ...user, schema: { tags, body: CardBody, response: { 200: envelope(CardView) } } },
    async (req) => {
      const b = req.body;
      const input = {
        realName: b.real_name,
        bankName: b.bank_name,
        bankAccount: b.bank_account,
        bankAddress: b.bank_dizhi,
        bankBranch: b.bank_network,
      };
      return ok(await wallet.saveCard(req.userId, 'domestic', input, proofOf(b, req.ip)));
    },
  );

  r.post(
    '/user/cash_save_international',
    { ...user, schema: { tags, body: CardInternationalBody, response: { 200: envelope(CardView) } } },
    async (req) => {
      const b = req.body;
      const input = {
        realName: b.real_name,
        bankName: b.bank_name,
        bankAccount: b.bank_account,
        bankAddress: b.bank_dizhi,
        abaNumber: b.alipay_account,
        swiftCode: b.wechat_nickname,
        phone: b.phone,
        holderAddress: b.wechat_account,
      };
      return ok(await wallet.saveCard(req.userId, 'international', input, proofOf(b, req.ip)));
    },
  );

  r.post(
    '/user/cash_info',
    { ...user, schema: { tags, response: { 200: envelope(CardView.nullable()) } } },
    async (req) => ok(await wallet.card(req.userId, 'domestic')),
  );
  r.post(
    '/user/cash_info_international',
    { ...user, schema: { tags, response: { 200: envelope(CardView.nullable()) } } },
    async (req) => ok(await wallet.card(req.userId, 'international')),
  );
}
