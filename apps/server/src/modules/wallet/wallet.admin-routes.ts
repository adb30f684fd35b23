/** Back-office wallet routes (docs/api-wallet.md § Back office). HTTP only. */
import {
  Adjustment,
  AdminBalance,
  AdminDeposit,
  type AdminSection,
  AdminWithdrawal,
  BalanceAdjustBody,
  Bill,
  CoinSettings,
  CoinSettingsBody,
  IdParams,
  LedgerSummary,
  PageQuery,
  paged,
  ReasonBody,
  rolesFor,
  rolesForAction,
  WalletReviewQuery,
  WithdrawalApproveBody,
} from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { type AdminGuard, actorOf } from '../admin';
import type { WalletService } from './wallet.service';

export function registerWalletAdminRoutes(app: FastifyInstance, deps: { wallet: WalletService; guard: AdminGuard }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const { wallet, guard } = deps;
  const section = (s: AdminSection) => ({ preValidation: guard(...rolesFor(s, 'write')) });
  const reader = { preValidation: guard(...rolesForAction('user-wallet')) };

  r.get(
    '/admin/deposits',
    {
      ...section('deposits'),
      schema: { tags, querystring: WalletReviewQuery, response: { 200: envelope(paged(AdminDeposit)) } },
    },
    async (req) => ok(await wallet.admin.deposits(req.query)),
  );
  r.post(
    '/admin/deposits/:id/approve',
    { ...section('deposits'), schema: { tags, params: IdParams, response: { 200: envelope(AdminDeposit) } } },
    async (req) => ok(await wallet.deposit.approve(actorOf(req), req.params.id)),
  );
  r.post(
    '/admin/deposits/:id/reject',
    {
      ...section('deposits'),
      schema: { tags, params: IdParams, body: ReasonBody, response: { 200: envelope(AdminDeposit) } },
    },
    async (req) => ok(await wallet.deposit.reject(actorOf(req), req.params.id, req.body.reason)),
  );

  r.get(
    '/admin/withdrawals',
    {
      ...section('withdrawals'),
      schema: { tags, querystring: WalletReviewQuery, response: { 200: envelope(paged(AdminWithdrawal)) } },
    },
    async (req) => ok(await wallet.admin.withdrawals(req.query)),
  );
  r.post(
    '/admin/withdrawals/:id/approve',
    {
      ...section('withdrawals'),
      schema: { tags, params: IdParams, body: WithdrawalApproveBody, response: { 200: envelope(AdminWithdrawal) } },
    },
    async (req) => ok(await wallet.withdraw.approve(actorOf(req), req.params.id, req.body?.txid ?? '')),
  );
  r.post(
    '/admin/withdrawals/:id/reject',
    {
      ...section('withdrawals'),
      schema: { tags, params: IdParams, body: ReasonBody, response: { 200: envelope(AdminWithdrawal) } },
    },
    async (req) => ok(await wallet.withdraw.reject(actorOf(req), req.params.id, req.body.reason)),
  );

  r.get(
    '/admin/users/:id/balances',
    { ...reader, schema: { tags, params: IdParams, response: { 200: envelope(z.array(AdminBalance)) } } },
    async (req) => ok(await wallet.admin.balances(req.params.id)),
  );
  r.get(
    '/admin/users/:id/journal',
    {
      ...reader,
      schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: envelope(paged(Bill)) } },
    },
    async (req) => ok(await wallet.admin.journal(req.lang, req.params.id, req.query)),
  );
  r.post(
    '/admin/users/:id/adjust',
    {
      ...{ preValidation: guard(...rolesForAction('user-adjust')) },
      schema: { tags, params: IdParams, body: BalanceAdjustBody, response: { 200: envelope(Adjustment) } },
    },
    async (req) => ok(await wallet.admin.adjust(actorOf(req), req.params.id, req.body)),
  );

  r.get(
    '/admin/wallet/coins',
    { ...section('wallet-coins'), schema: { tags, response: { 200: envelope(z.array(CoinSettings)) } } },
    async () => ok(await wallet.admin.coins()),
  );
  r.put(
    '/admin/wallet/coins/:id',
    {
      ...section('wallet-coins'),
      schema: { tags, params: IdParams, body: CoinSettingsBody, response: { 200: envelope(CoinSettings) } },
    },
    async (req) => ok(await wallet.admin.updateCoin(actorOf(req), req.params.id, req.body)),
  );
  r.get(
    '/admin/ledger/summary',
    { ...section('ledger'), schema: { tags, response: { 200: envelope(LedgerSummary) } } },
    async () => ok(await wallet.admin.ledgerSummary()),
  );
}
