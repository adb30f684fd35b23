import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import {
  passkeyLoginOptions,
  passkeyRegisterOptions,
  passkeyStepUpOptions,
  verifyPasskeyStepUp,
} from '../api/security-api';

/** Thrown when the browser's passkey ceremony did not give an answer; `key` is the text to show. */
export class PasskeyError extends Error {
  constructor(readonly key: 'security.passkeyUnsupported' | 'security.passkeyCancelled' | 'security.passkeyFailed') {
    super(key);
  }
}

/** The user closed the browser's dialog, or it timed out (WebAuthn gives NotAllowedError for both). */
const isCancel = (err: unknown) =>
  err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  if (!browserSupportsWebAuthn()) throw new PasskeyError('security.passkeyUnsupported');
  try {
    return await run();
  } catch (err) {
    throw new PasskeyError(isCancel(err) ? 'security.passkeyCancelled' : 'security.passkeyFailed');
  }
}

/** Server options → the browser creates a passkey → its answer (POST it to /security/passkeys/register). */
export async function createPasskey() {
  if (!browserSupportsWebAuthn()) throw new PasskeyError('security.passkeyUnsupported');
  const optionsJSON = await passkeyRegisterOptions();
  return ceremony(() => startRegistration({ optionsJSON }));
}

/** Server options for the login ticket → the browser signs with a passkey → the assertion. */
export async function assertPasskey(ticket: string) {
  if (!browserSupportsWebAuthn()) throw new PasskeyError('security.passkeyUnsupported');
  const optionsJSON = await passkeyLoginOptions(ticket);
  return ceremony(() => startAuthentication({ optionsJSON }));
}

/** Step-up options → the browser signs with a passkey → the server's one-use proof for the next sensitive call. */
export async function passkeyStepUpProof(): Promise<string> {
  if (!browserSupportsWebAuthn()) throw new PasskeyError('security.passkeyUnsupported');
  const optionsJSON = await passkeyStepUpOptions();
  const assertion = await ceremony(() => startAuthentication({ optionsJSON }));
  return (await verifyPasskeyStepUp(assertion)).proof;
}
