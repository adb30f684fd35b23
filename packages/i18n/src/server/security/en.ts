/**
 * Server texts of the security module: the users' second factor (docs/api-security.md).
 * English is the source: every other language of this folder has exactly these keys.
 */
export const en = {
  'security.code_required': 'Enter your two-factor code',
  'security.code_invalid': 'The two-factor code is wrong or was already used',
  'security.locked': 'Too many wrong codes, try again in {minutes} min',
  'security.ticket_expired': 'This login has expired, please log in again',
  'security.already_enabled': 'Two-factor authentication is already on',
  'security.not_enabled': 'Two-factor authentication is not on',
  'security.no_setup': 'Start the two-factor setup first',
  'security.enabled': 'Two-factor authentication is on',
  'security.disabled': 'Two-factor authentication is off',
  'security.reset_done': "The user's two-factor authentication was reset",
  'security.passkey_failed': 'The passkey could not be verified, please try again',
  'security.passkey_required': 'Confirm with your passkey first',
};
