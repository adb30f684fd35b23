import { create } from 'zustand';
import { normalizeCode } from './code';

/**
 * The second factor of a sensitive form (withdrawal, address, bank card, pay password): the code typed in the
 * step-up field, or the proof of a passkey step-up. The field sits inside the forms' shared proof field, so the
 * forms that build their proof with `proofOf` send it without knowing about it. Cleared whenever a field mounts:
 * a code and a proof work once.
 */
export const useStepUpCode = create<{
  code: string;
  proof: string;
  setCode(code: string): void;
  setProof(proof: string): void;
}>((set) => ({
  code: '',
  proof: '',
  setCode: (code) => set({ code }),
  setProof: (proof) => set({ proof }),
}));

/**
 * `{two_factor_code}`: the passkey proof when there is one (taken: the server spends it), else the typed code,
 * else nothing (the server asks for a second factor only when the user has one).
 */
export function stepUpField(): { two_factor_code?: string } {
  const { proof, code } = useStepUpCode.getState();
  if (proof) {
    useStepUpCode.setState({ proof: '' });
    return { two_factor_code: proof };
  }
  const typed = normalizeCode(code);
  return typed ? { two_factor_code: typed } : {};
}
