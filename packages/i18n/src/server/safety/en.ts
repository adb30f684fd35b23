/**
 * Server texts of account security (login history, new-login mail, anti-phishing code, the hold on new
 * withdrawal addresses). English is the source: every other language of this folder has exactly these keys.
 */
export const en = {
  'safety.login_mail_subject': '{site}: new sign-in to your account',
  'safety.login_mail_body':
    'Your {site} account was just signed in to.\n\nTime: {time}\nDevice: {device}\nPlace: {place}\nIP address: {ip}\n\nIf this was you, there is nothing to do. If it was not, change your password now and contact customer service.',
  'safety.place_unknown': 'unknown (the address is not looked up)',
  'safety.place_loopback': 'this server (local address)',
  'safety.place_private': 'private network',
  'safety.device_unknown': 'unknown device',
  'safety.phishing_line': 'Your anti-phishing code: {code}',
  'safety.phishing_saved': 'Anti-phishing code saved',
  'safety.code_format': 'The anti-phishing code must be 4-20 letters, digits, _ or -',
  'safety.password_required': 'Enter your pay password or your login password',
  'safety.address_on_hold':
    'This address was added less than 24 h ago: withdrawals to it are possible from {time} (UTC)',
};
