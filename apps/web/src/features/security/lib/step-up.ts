import { create } from 'zustand';
import { normalizeCode } from './code';

/**
 * The code typed in the step-up field of a sensitive form (withdrawal, address, bank card, pay password). The
 * field sits inside the forms' shared proof field, so the forms that build their proof with `proofOf` send it
 * without knowing about it. Cleared whenever a field mounts: a code works once.
 */
export const useStepUpCode = create<{ code: string; setCode(code: string): void }>((set) => ({
  code: '',
  setCode: (code) => set({ code }),
}));

/** `{two_factor_code}` when one was typed, else nothing (the server asks for it only when 2FA is on). */
export function stepUpField(): { two_factor_code?: string } {
  const code = normalizeCode(useStepUpCode.getState().code);
  return code ? { two_factor_code: code } : {};
}
