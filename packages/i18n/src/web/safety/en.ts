/** English texts of the account security screens (login history, anti-phishing code, address hold). The type source. */
export const safetyEn = {
  title: {
    loginHistory: 'Login history',
    antiPhishing: 'Anti-phishing code',
  },
  security: {
    loginHistory: 'Login history',
    antiPhishing: 'Anti-phishing code',
    notSet: 'Not set',
    isSet: 'Set',
  },
  device: {
    mobile: 'Phone',
    tablet: 'Tablet',
    desktop: 'Computer',
    tv: 'TV',
    bot: 'Robot',
    unknown: 'Unknown device',
  },
  place: {
    unknown: 'Place unknown',
    loopback: 'This server (local address)',
    private: 'Private network',
  },
  history: {
    empty: 'No sign-ins yet',
    note: 'Places are not looked up from addresses: only local and private networks are named.',
  },
  phishing: {
    intro:
      'Choose a code only you know. Every email we send you starts with it: an email without it, or with another code, is not from us.',
    current: 'Your code',
    none: 'No code set yet',
    code: 'New code',
    placeholder: '4-20 letters, digits, _ or -',
    usePay: 'Confirm with pay password',
    useLogin: 'Confirm with login password',
    payPassword: 'Pay password',
    loginPassword: 'Login password',
    save: 'Save',
    saved: 'Anti-phishing code saved',
  },
  error: {
    code: 'Enter 4-20 letters, digits, _ or -',
    password: 'Enter the password',
  },
  hold: {
    until: 'Withdrawals possible from {{time}}',
    ready: 'Ready for withdrawals',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every language's safety texts have the English keys. */
export type SafetyTexts = Widen<typeof safetyEn>;
