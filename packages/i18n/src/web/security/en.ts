/** English texts of the second factor (docs/api-security.md). The type the others satisfy. */
export const securityEn = {
  title: 'Two-step verification',
  on: 'On',
  off: 'Off',
  intro:
    'Protect logins, withdrawals and address changes with a code from an authenticator app (Google Authenticator, Authy, 1Password…).',
  start: 'Turn on',
  scan: 'Scan this QR code with your authenticator app, or type the key in by hand.',
  key: 'Key',
  code: 'Authenticator code',
  codeOrRecovery: 'Two-step code (or a recovery code)',
  confirm: 'Confirm',
  disable: 'Turn off',
  renew: 'New recovery codes',
  recoveryTitle: 'Recovery codes',
  recoveryHint: 'Keep these codes somewhere safe. Each one works once if you lose your phone. They are shown only now.',
  copyAll: 'Copy the codes',
  saved: 'I have saved them',
  recoveryLeft: 'Recovery codes left: {{count}}',
  enabled: 'Two-step verification is on',
  loginStep: 'Enter the code from your authenticator app to finish logging in.',
  verify: 'Verify',
  invalid: 'Enter the 6 digits or a recovery code',
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type SecurityTexts = Widen<typeof securityEn>;
