import type { HeadPortraitBody, NicknameBody, RealBody, SessionsRevoked, SignatureBody } from '@app/api/accounts';
import type {
  AddressView,
  CardBody,
  CardInternationalBody,
  CardView,
  WalletDeleteBody,
  WalletSaveBody,
} from '@app/api/wallet';
import type { z } from 'zod';
import { post } from '../../../lib/request';
import type { SecurityProof } from './types';

/** Write calls of the profile, identity, address and card sections (docs/api-accounts.md). */

/** POST /upload: multipart field `file`; the answer is the file address. */
export function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return post<string>('/upload', form);
}

export const setHeadPortrait = (head_portrait: string) =>
  post<string>('/user/uploadHeadPortrait', { head_portrait } satisfies z.input<typeof HeadPortraitBody>);
export const editNickname = (nickname: string) =>
  post<string>('/user/editNickname', { nickname } satisfies z.input<typeof NicknameBody>);
export const editSignature = (signature: string) =>
  post<string>('/user/editSignature', { signature } satisfies z.input<typeof SignatureBody>);

/**
 * POST /user/real: `real_type` 1 (id type, name, number) or 2 (the document's photos). Typed by what the server reads
 * (`RealBody` preprocesses its input, so its input type says nothing).
 */
type RealLevel<L extends 1 | 2> = Omit<Extract<RealBody, { real_type: L }>, 'real_type'>;
export const submitRealLevel1 = (params: RealLevel<1>) => post<string>('/user/real', { real_type: 1, ...params });
export const submitRealLevel2 = (params: RealLevel<2>) => post<string>('/user/real', { real_type: 2, ...params });

export const saveWallet = (body: z.input<typeof WalletSaveBody> & SecurityProof) =>
  post<AddressView>('/user/wallet/save', body);
export const deleteWallet = (body: z.input<typeof WalletDeleteBody> & SecurityProof) =>
  post<string>('/user/wallet/delete', body);

export type CardKind = CardView['kind'];
const SUFFIX: Record<CardKind, string> = { domestic: '', international: '_international' };

/** The fields of a card as saved, per kind (the save bodies without their proof). */
type Proof = 'pay_password' | 'code' | 'two_factor_code';
export type CardFields = {
  domestic: Omit<z.input<typeof CardBody>, Proof>;
  international: Omit<z.input<typeof CardInternationalBody>, Proof>;
};
export type CardField = keyof CardFields['domestic'] | keyof CardFields['international'];

export const getCard = (kind: CardKind, signal?: AbortSignal) =>
  post<CardView | null>(`/user/cash_info${SUFFIX[kind]}`, undefined, { silent: true, signal });
export const saveCard = (kind: CardKind, card: CardFields[CardKind] & SecurityProof) =>
  post<CardView>(`/user/cash_save${SUFFIX[kind]}`, card);

export const revokeOtherSessions = () => post<SessionsRevoked>('/safe/sessions/revoke_others');
