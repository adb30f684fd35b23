/**
 * English texts of the back office's shell: layout, role names, the login screen with its 2FA step, the
 * admin's own security page and the buttons and messages every screen shares. Loaded at start (only the current
 * language's). The shape of this object is the type the other languages satisfy.
 */
export const shellEn = {
  layout: {
    title: 'Back office',
    logout: 'Log out',
    language: 'Language',
  },
  roles: {
    super: 'Super admin',
    finance: 'Finance',
    support: 'Support',
    content: 'Content',
  },
  guard: {
    forbiddenTitle: 'Not available',
    forbiddenText: 'Your role does not give access to this screen.',
    emptyTitle: 'Nothing to show',
    emptyText: 'Your role has no back-office screens yet.',
  },
  login: {
    title: 'Back office',
    subtitle: 'Sign in with your operator account.',
    email: 'Email',
    emailInvalid: 'Enter a valid email',
    password: 'Password',
    passwordRequired: 'Enter your password',
    code: 'Authenticator code',
    submit: 'Sign in',
    recoveryHint: 'Lost your phone? Enter one of your recovery codes instead.',
  },
  code: {
    placeholder: '6-digit code',
    invalid: 'Enter the 6-digit code',
    invalidOrRecovery: 'Enter the 6-digit code or a recovery code',
  },
  security: {
    title: 'Security',
    card: 'Two-factor authentication',
    on: 'On',
    off: 'Off',
    intro: 'Protect your account with a second factor: a 6-digit code from an authenticator app at every sign-in.',
    setUp: 'Set up',
    scan: 'Scan this QR code with an authenticator app (or type the secret), then enter the code it shows.',
    secret: 'Secret',
    secretOnce: 'The secret is shown only now; it cannot be displayed again.',
    turnOn: 'Turn on',
    enabledText: 'Sign-in asks for a code of your authenticator app. To turn this off, enter a current code.',
    turnOff: 'Turn off',
    turnedOn: 'Two-factor authentication is on',
    turnedOff: 'Two-factor authentication is off',
    recoveryTitle: 'Your recovery codes',
    recoveryHint:
      'Each code signs you in once if you lose your authenticator. Store them safely: they are shown only now.',
    recoverySaved: 'I have saved them',
    recoveryLeft: 'Recovery codes left: {{count}}',
  },
  common: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    save: 'Save',
    close: 'Close',
    create: 'Create',
    edit: 'Edit',
    view: 'View',
    delete: 'Delete',
    refresh: 'Refresh',
    actions: 'Actions',
    yes: 'Yes',
    no: 'No',
    deleteWhat: 'Delete {{what}}?',
    cannotUndo: 'This cannot be undone.',
    reason: 'Reason',
    reasonExtra: 'Required; kept in the audit log.',
    reasonRequired: 'Please give a reason',
    total: '{{total}} total',
    preview: 'Preview',
    htmlPreview: 'HTML preview',
    requiredInEn: '{{field}} (English) is required',
    requiredWithText: '{{field}} is required when this language has text',
    linkRule: 'Use a site path (/…) or an http(s):// address',
  },
  errors: {
    network: 'Network error, please try again',
    server: 'Server error (HTTP {{status}})',
    failed: 'Request failed',
  },
};

export type ShellTexts = typeof shellEn;
