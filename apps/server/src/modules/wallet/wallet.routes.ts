/** User wallet routes of docs/api-wallet.md. HTTP only: parse, map wire names, call the service, envelope. */
import {
  Bill,
  BillListBody,
  Deposit,
  DepositAddress,
  DepositAddressBody,
  DepositBody,
  ExchangeBody,
  ExchangeCoin,
  ExchangeQuoteAnswer,
  ExchangeQuoteBody,
  ExchangeResult,
  FiatRateQuery,
  FiatRates,
  IdemHeaders,
  PageQuery,
  pagedA,
  pagedB,
  pagedC,
  Statement,
  StatementCsvQuery,
  StatementLink,
  StatementQuery,
  Transfer,
  TransferBody,
  TransferHistoryQuery,
  UserCurrency,
  WalletCoin,
  WalletDetailAnswer,
  WalletDetailBody,
  WalletListAnswer,
  WalletListBody,
  Withdrawal,
  WithdrawBody,
  WithdrawInfoAnswer,
  WithdrawInfoBody,
} from '@app/api';
import type { Lang } from '@app/i18n';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { AppError } from '../../errors';
import { asPagedA, asPagedB, asPagedC } from '../../paging';
import type { UserGuard } from '../accounts';
import { ACCOUNT_KIND } from '../ledger';
import { LINK_TTL_MS, type LinkSigner } from '../links';
import { fieldOfKind, kindOf } from './wallet.calc';
import { coinById } from './wallet.coins';
import { kindName } from './wallet.kind-names';
import { depositableOf, originalDetail, originalWallets, originalWithdrawInfo } from './wallet.original';
import type { WalletService } from './wallet.service';
import { WITHDRAW_LEVEL } from './wallet.withdraw';

/** `YYYY-MM-DD HH:mm:ss` (UTC), ISO 8601 or epoch ms → Date; anything else names the field. */
function parseTime(field: string, v: string | number | undefined, fallback: Date): Date {
  if (v === undefined || v === '') return fallback;
  const s = String(v).trim();
  const d = /^\d{10,13}$/.test(s)
    ? new Date(s.length === 10 ? Number(s) * 1000 : Number(s))
    : new Date(/^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?$/.test(s) ? `${s.replace(' ', 'T')}Z` : s);
  // Years outside 1970–9999 are refused too: JS dates reach year 275760, which the database cannot take (a
  // fuzzed '12345' was a 500).
  const year = d.getUTCFullYear();
  if (Number.isNaN(d.getTime()) || year < 1970 || year > 9999) throw AppError.invalid(field, 'wallet.bad_time');
  return d;
}

const keyOf = (req: FastifyRequest) => (req.headers as { 'idempotency-key'?: string })['idempotency-key'];

export function registerWalletRoutes(
  app: FastifyInstance,
  deps: { wallet: WalletService; userGuard: UserGuard; links: LinkSigner },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];
  const { wallet, userGuard, links } = deps;
  const user = { preValidation: userGuard.requireUser };
  const headers = IdemHeaders;
  const getPost = ['GET', 'POST'] as ('GET' | 'POST')[];

  // Beside ours, every answer below carries the original client's names (wallet.original.ts,
  // docs/original-client.md); paged lists add the original's paginator fields (../../paging.ts).
  const usdtPrice = wallet.deps.usdtPrice;
  r.post(
    '/wallet/list',
    { ...user, schema: { tags, body: WalletListBody.optional(), response: { 200: envelope(WalletListAnswer) } } },
    async (req) => {
      const [o, coins] = await Promise.all([wallet.overview.list(req.userId, req.body?.fiat), wallet.coins()]);
      const ours = { ...o, accounts: o.accounts.map((a) => ({ ...a, name: kindName(req.lang, a.kind) })) };
      return ok({ ...ours, ...originalWallets(ours, usdtPrice, depositableOf(coins)) });
    },
  );
  r.post(
    '/wallet/detail',
    { ...user, schema: { tags, body: WalletDetailBody, response: { 200: envelope(WalletDetailAnswer) } } },
    async (req) => {
      const b = req.body;
      const [w, fiat, coins] = await Promise.all([
        wallet.overview.detail(req.userId, b.currency, b.type),
        wallet.overview.rates(b.fiat || 'USD'),
        wallet.coins(),
      ]);
      const exRate = Array.isArray(fiat) ? '1' : fiat.rate;
      return ok({ ...w, ...originalDetail(w, usdtPrice, exRate, depositableOf(coins)) });
    },
  );
  r.get(
    '/currency/user_currency_list',
    { ...user, schema: { tags, response: { 200: envelope(z.array(UserCurrency)) } } },
    async (req) => ok(await wallet.overview.perCoin(req.userId)),
  );
  r.get(
    '/wallet/getRateCurrency',
    {
      // Fiat rates are public: a visitor's home screen converts prices too.
      schema: { tags, querystring: FiatRateQuery, response: { 200: envelope(FiatRates) } },
    },
    async (req) => ok(await wallet.overview.rates(req.query.id)),
  );

  // Deposit
  r.route({
    method: getPost,
    url: '/wallet/coins',
    ...user,
    schema: { tags, response: { 200: envelope(z.array(WalletCoin)) } },
    handler: async () => ok(await wallet.coins()),
  });
  r.post(
    '/wallet/get_in_address',
    { ...user, schema: { tags, body: DepositAddressBody, response: { 200: envelope(DepositAddress) } } },
    async (req) => ok(await wallet.deposit.address(req.userId, req.body.currency, req.body.network)),
  );
  r.post(
    '/wallet/charge_req',
    { ...user, schema: { tags, headers, body: DepositBody, response: { 200: envelope(Deposit) } } },
    async (req) => {
      const b = req.body;
      // Spec §7 sends {account, amount, currency, type}: `account` is the voucher's address and `type` 0 (crypto);
      // our client adds `voucher` and the network as `type`.
      const network = b.type !== undefined && !/^\d+$/.test(b.type) ? b.type : undefined;
      const input = {
        currency: b.currency,
        amount: b.amount,
        account: b.account,
        network,
        voucher: b.voucher ?? b.account,
      };
      return ok(await wallet.deposit.request(req.userId, input, keyOf(req)));
    },
  );
  r.route({
    method: getPost,
    url: '/recharge/log',
    ...user,
    schema: { tags, querystring: PageQuery, response: { 200: envelope(pagedB(Deposit)) } },
    handler: async (req) => ok(asPagedB(await wallet.deposit.log(req.userId, req.query))),
  });

  // Withdrawal
  r.post(
    '/wallet/get_info',
    { ...user, schema: { tags, body: WithdrawInfoBody, response: { 200: envelope(WithdrawInfoAnswer) } } },
    async (req) => {
      const { currency, network } = req.body;
      const [info, legal] = await Promise.all([
        wallet.withdraw.info(req.userId, currency, network),
        wallet.overview.detail(req.userId, currency, ACCOUNT_KIND.legal),
      ]);
      return ok({ ...info, ...originalWithdrawInfo(info, legal.available) });
    },
  );
  r.post(
    '/wallet/out',
    {
      preValidation: userGuard.requireLevel(WITHDRAW_LEVEL),
      schema: { tags, headers, body: WithdrawBody, response: { 200: envelope(Withdrawal) } },
    },
    async (req) => {
      const b = req.body;
      const input = {
        currency: b.currency,
        network: b.network,
        number: b.number,
        targetType: b.target_type,
        targetId: b.target_id,
        payPassword: b.pay_password,
        twoFactorCode: b.two_factor_code,
        ip: req.ip,
      };
      return ok(await wallet.withdraw.request(req.userId, input, keyOf(req)));
    },
  );
  r.route({
    method: getPost,
    url: '/user/withdraw/list',
    ...user,
    schema: { tags, querystring: PageQuery, response: { 200: envelope(pagedB(Withdrawal)) } },
    handler: async (req) => ok(asPagedB(await wallet.withdraw.list(req.userId, req.query))),
  });

  // Internal transfer
  const named = <T extends { from_field: string; to_field: string }>(lang: Lang, v: T) => ({
    ...v,
    from_name: kindName(lang, kindOf(v.from_field) ?? 2),
    to_name: kindName(lang, kindOf(v.to_field) ?? 2),
  });
  r.post(
    '/wallet/change',
    { ...user, schema: { tags, headers, body: TransferBody, response: { 200: envelope(Transfer) } } },
    async (req) => {
      const b = req.body;
      const input = { currencyId: b.currency_id, number: b.number, from: b.from_field, to: b.to_field };
      return ok(named(req.lang, await wallet.transfer.change(req.userId, input, keyOf(req))));
    },
  );
  r.route({
    method: getPost,
    url: '/wallet/hzhistory',
    ...user,
    schema: { tags, querystring: TransferHistoryQuery, response: { 200: envelope(pagedA(Transfer)) } },
    handler: async (req) => {
      const q = req.query;
      const page = await wallet.transfer.history(req.userId, {
        page: q.page,
        limit: q.limit,
        currencyId: q.currency_id,
      });
      return ok(asPagedA({ ...page, list: page.list.map((v) => named(req.lang, v)) }));
    },
  });

  // Exchange
  r.post(
    '/user/getTransferList',
    { ...user, schema: { tags, response: { 200: envelope(z.array(ExchangeCoin)) } } },
    async (req) => ok(await wallet.exchange.list(req.userId)),
  );
  r.post(
    '/user/getTransferFee',
    { ...user, schema: { tags, body: ExchangeQuoteBody, response: { 200: envelope(ExchangeQuoteAnswer) } } },
    async (req) => ok(await wallet.exchange.quote(req.userId, req.body.from_currency_id, req.body.to_currency_id)),
  );
  r.post(
    '/user/Transfer',
    { ...user, schema: { tags, headers, body: ExchangeBody, response: { 200: envelope(ExchangeResult) } } },
    async (req) => {
      const b = req.body;
      const input = { number: b.number, fromId: b.from_currency_id, toId: b.to_currency_id, quoteId: b.quote_id };
      return ok(await wallet.exchange.execute(req.userId, input, keyOf(req)));
    },
  );

  // Bills and statements
  r.post(
    '/wallet/legal_log',
    { ...user, schema: { tags, body: BillListBody.optional(), response: { 200: envelope(pagedC(Bill)) } } },
    async (req) => {
      const q = req.body ?? BillListBody.parse({});
      const currency = q.currency === undefined || q.currency === '' ? undefined : coinById(q.currency).code;
      const page = await wallet.bills(req.lang, req.userId, {
        page: q.page,
        limit: q.limit,
        currency,
        kind: q.type,
        entryType: q.entry_type || undefined,
        from: q.from === undefined ? undefined : parseTime('from', q.from, new Date(0)),
        to: q.to === undefined ? undefined : parseTime('to', q.to, new Date()),
      });
      return ok(asPagedC(page));
    },
  );

  const statementOf = (q: StatementQuery) => ({
    currency: coinById(q.currency).code,
    kind: q.type,
    from: parseTime('from', q.from, new Date(0)),
    to: parseTime('to', q.to, new Date(Date.now() + 1000)),
  });
  r.get(
    '/wallet/statement',
    { ...user, schema: { tags, querystring: StatementQuery, response: { 200: envelope(Statement) } } },
    async (req) => ok(await wallet.statement(req.lang, req.userId, statementOf(req.query))),
  );
  // A download cannot send the Authorization header: the signed-in user asks for a short-lived signed link
  // (POST), the browser opens it (GET). The link names the user and period and carries no session token.
  const csvPath = '/api/wallet/statement.csv';
  r.post(
    '/wallet/statement/link',
    { ...user, schema: { tags, body: StatementQuery, response: { 200: envelope(StatementLink) } } },
    async (req) => {
      statementOf(req.body); // refuse a bad period or coin now, not when the link is opened
      const params: Record<string, string> = { uid: String(req.userId), lang: req.lang };
      for (const k of ['currency', 'type', 'from', 'to'] as const) {
        const v = req.body[k];
        if (v !== undefined && v !== '') params[k] = String(v);
      }
      return ok({ url: links.sign(csvPath, params, LINK_TTL_MS), expires_in: Math.floor(LINK_TTL_MS / 1000) });
    },
  );
  const signedLink: preValidationAsyncHookHandler = async (req) => {
    const params = links.verify(csvPath, req.query);
    const uid = Number(params?.uid);
    if (!params || !Number.isSafeInteger(uid) || uid <= 0) throw AppError.say('link.invalid');
    req.userId = uid;
  };
  r.get(
    '/wallet/statement.csv',
    { preValidation: signedLink, schema: { tags, querystring: StatementCsvQuery } },
    async (req, reply) => {
      const q = statementOf(req.query);
      const csv = await wallet.statementCsv(req.lang, req.userId, q);
      const name = `statement-${q.currency}-${fieldOfKind(q.kind)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
}
