/**
 * Server texts of the admin module: operator accounts, two-factor sign-in, audit.
 * English is the source: every other language of this folder has exactly these keys.
 */
export const en = {
  // Two-factor authentication
  'error.totp_required': 'Enter your authenticator code',
  'error.totp_invalid': 'The authenticator code is wrong or was already used',
  'error.totp_no_setup': 'Start the two-factor setup first',
  'error.totp_already_enabled': 'Two-factor authentication is already on',
  'error.totp_not_enabled': 'Two-factor authentication is not on',

  // Field labels
  'field.role': 'role',
  'field.disabled': 'disabled',
  'field.action': 'action',
};
