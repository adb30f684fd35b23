/**
 * Withdrawal addresses and bank cards. Every read and write is scoped by the owner: another user's id is
 * simply "not found". Saving or deleting needs the pay password or a security code (security.service).
 */
import type { AddressView, CardView } from '@app/api';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import type { Proof, SecurityService, UploadService } from '../accounts';
import { isAddressFor, type Network, WALLET_COINS } from './address-validators';
import { DEFAULT_ADDRESS_HOLD_HOURS, withdrawFromOf } from './wallet.address-hold';
import { bankCards, walletAddresses } from './wallet.book.tables';

export type BookService = ReturnType<typeof createBookService>;
type AddressRow = typeof walletAddresses.$inferSelect;
type CardRow = typeof bankCards.$inferSelect;

const MAX_ADDRESSES = 50;

const addressView = (r: AddressRow): AddressView => ({
  id: r.id,
  currency: r.currency,
  network: r.network,
  name: r.name,
  address: r.address,
  qrcode: r.qrcode,
  created_at: wireTime(r.createdAt),
  withdraw_from: wireTime(r.withdrawFrom),
});

/** Back to the spec's legacy wire names (alipay_account = ABA, wechat_nickname = SWIFT, …). */
function cardView(r: CardRow): CardView {
  const common = {
    id: r.id,
    kind: r.kind,
    real_name: r.realName,
    bank_name: r.bankName,
    bank_account: r.bankAccount,
    bank_dizhi: r.bankAddress,
    created_at: wireTime(r.createdAt),
    updated_at: wireTime(r.updatedAt),
  };
  return r.kind === 'domestic'
    ? { ...common, bank_network: r.bankBranch }
    : {
        ...common,
        alipay_account: r.abaNumber,
        wechat_nickname: r.swiftCode,
        phone: r.phone,
        wechat_account: r.holderAddress,
      };
}

type AddressInput = { currency: string; network: string; name: string; address: string; qrcode: string };
type CardInput = {
  realName: string;
  bankName: string;
  bankAccount: string;
  bankAddress: string;
  bankBranch?: string;
  abaNumber?: string;
  swiftCode?: string;
  phone?: string;
  holderAddress?: string;
};

export async function listAddresses(executor: Executor, userId: number): Promise<AddressView[]> {
  const rows = await executor
    .select()
    .from(walletAddresses)
    .where(eq(walletAddresses.userId, userId))
    .orderBy(desc(walletAddresses.id));
  return rows.map(addressView);
}

export async function listCards(executor: Executor, userId: number): Promise<CardView[]> {
  const rows = await executor.select().from(bankCards).where(eq(bankCards.userId, userId));
  return rows.map(cardView);
}

export function createBookService(
  db: Db,
  deps: {
    security: Pick<SecurityService, 'proveFor'>;
    uploads: Pick<UploadService, 'exists'>;
    /** WITHDRAW_ADDRESS_HOLD_HOURS (wallet.address-hold.ts). */
    holdHours?: number;
  },
) {
  return {
    coins: () => WALLET_COINS,

    async saveAddress(userId: number, input: AddressInput, proof: Proof): Promise<AddressView> {
      const createdAt = new Date();
      const coin = WALLET_COINS.find((c) => c.name === input.currency.toUpperCase());
      if (!coin) throw AppError.invalid('currency', 'validation.invalid');
      const network = input.network.toUpperCase() as Network;
      if (!coin.networks.includes(network)) throw AppError.invalid('network', 'validation.network');
      const address = input.address.trim();
      if (!isAddressFor(network, address)) throw AppError.invalid('address', 'validation.address');
      if (!(await deps.uploads.exists(input.qrcode))) throw AppError.invalid('qrcode', 'validation.image');
      const [n] = await db.select({ n: count() }).from(walletAddresses).where(eq(walletAddresses.userId, userId));
      if ((n?.n ?? 0) >= MAX_ADDRESSES) throw AppError.say('account.address_limit', { max: MAX_ADDRESSES });
      await deps.security.proveFor(userId, proof);
      const [row] = await db
        .insert(walletAddresses)
        .values({
          userId,
          currency: coin.name,
          network,
          name: input.name.trim(),
          address,
          qrcode: input.qrcode,
          createdAt,
          withdrawFrom: withdrawFromOf(createdAt, deps.holdHours ?? DEFAULT_ADDRESS_HOLD_HOURS),
        })
        .returning();
      return addressView(row!);
    },

    async listAddresses(userId: number, page: { page: number; limit: number }) {
      const where = eq(walletAddresses.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(walletAddresses)
          .where(where)
          .orderBy(desc(walletAddresses.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ n: count() }).from(walletAddresses).where(where),
      ]);
      return { list: rows.map(addressView), total: total?.n ?? 0, ...page };
    },

    async deleteAddress(userId: number, id: number, proof: Proof): Promise<void> {
      const mine = and(eq(walletAddresses.id, id), eq(walletAddresses.userId, userId));
      const [row] = await db.select({ id: walletAddresses.id }).from(walletAddresses).where(mine);
      if (!row) throw new AppError('NOT_FOUND');
      await deps.security.proveFor(userId, proof);
      await db.delete(walletAddresses).where(mine);
    },

    /** One card per kind and user: saving replaces the previous one. */
    async saveCard(userId: number, kind: CardRow['kind'], input: CardInput, proof: Proof): Promise<CardView> {
      await deps.security.proveFor(userId, proof);
      const now = new Date();
      const values = {
        realName: input.realName,
        bankName: input.bankName,
        bankAccount: input.bankAccount,
        bankAddress: input.bankAddress,
        bankBranch: input.bankBranch ?? '',
        abaNumber: input.abaNumber ?? '',
        swiftCode: input.swiftCode ?? '',
        phone: input.phone ?? '',
        holderAddress: input.holderAddress ?? '',
        updatedAt: now,
      };
      const [row] = await db
        .insert(bankCards)
        .values({ userId, kind, ...values, createdAt: now })
        .onConflictDoUpdate({ target: [bankCards.userId, bankCards.kind], set: values })
        .returning();
      return cardView(row!);
    },

    async card(userId: number, kind: CardRow['kind']): Promise<CardView | null> {
      const [row] = await db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.userId, userId), eq(bankCards.kind, kind)));
      return row ? cardView(row) : null;
    },
  };
}
