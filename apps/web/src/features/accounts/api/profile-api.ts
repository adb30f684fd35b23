import { post } from '../../../lib/request';
import type { BankCard, SecurityProof, WalletAddress } from './types';

/** Write calls of the profile, identity, address and card sections (docs/api-accounts.md). */

/** POST /upload: multipart field `file`; the answer is the file address. */
export function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return post<string>('/upload', form);
}

export const setHeadPortrait = (head_portrait: string) => post<string>('/user/uploadHeadPortrait', { head_portrait });
export const editNickname = (nickname: string) => post<string>('/user/editNickname', { nickname });
export const editSignature = (signature: string) => post<string>('/user/editSignature', { signature });

export const submitRealLevel1 = (params: { id_type: number; name: string; card_id: string }) =>
  post<string>('/user/real', { real_type: 1, ...params });
export const submitRealLevel2 = (params: { front_pic: string; reverse_pic: string }) =>
  post<string>('/user/real', { real_type: 2, ...params });

export type WalletSave = { currency: string; network: string; name: string; address: string; qrcode: string };
export const saveWallet = (params: WalletSave & SecurityProof) => post<WalletAddress>('/user/wallet/save', params);
export const deleteWallet = (params: { id: number } & SecurityProof) => post<string>('/user/wallet/delete', params);

export type CardKind = 'domestic' | 'international';
const SUFFIX: Record<CardKind, string> = { domestic: '', international: '_international' };

export const getCard = (kind: CardKind, signal?: AbortSignal) =>
  post<BankCard | null>(`/user/cash_info${SUFFIX[kind]}`, undefined, { silent: true, signal });
export const saveCard = (kind: CardKind, card: BankCard & SecurityProof) =>
  post<BankCard>(`/user/cash_save${SUFFIX[kind]}`, card);

export const revokeOtherSessions = () => post<{ revoked: number }>('/safe/sessions/revoke_others');
