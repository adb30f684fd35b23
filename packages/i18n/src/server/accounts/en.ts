/**
 * Server texts of the accounts module: sign-up, sessions, codes, profile, identity (docs/api-accounts.md).
 * English is the source: every other language of this folder has exactly these keys.
 */
export const en = {
  // Results and refusals
  'account.code_sent': 'Code sent',
  'account.registered': 'Registration successful',
  'account.logged_out': 'Logged out',
  'account.password_reset': 'Password reset, please log in',
  'account.password_changed': 'Password changed, please log in again',
  'account.pay_password_saved': 'Pay password saved',
  'account.mobile_bound': 'Phone number bound',
  'account.email_bound': 'Email bound',
  'account.saved': 'Saved',
  'account.exists': 'This account already exists',
  'account.invalid_login': 'Wrong account or password',
  'account.login_locked': 'Too many failed attempts, try again in {minutes} min',
  'account.locked': 'This account is locked, please contact customer service',
  'account.code_invalid': 'The verification code is wrong or has expired',
  'account.code_exhausted': 'Too many wrong tries, please request a new code',
  'account.send_throttled': 'Too many requests, try again in {seconds} s',
  'account.send_failed': 'The message could not be sent, please try again later',
  'account.passwords_differ': 'The two passwords are inconsistent',
  'account.wrong_password': 'The current password is wrong',
  'account.proof_required': 'Enter your pay password or a security code',
  'account.pay_password_wrong': 'Wrong pay password',
  'account.pay_password_locked': 'Too many wrong pay passwords, try again in {minutes} min',
  'account.pay_password_busy': 'Another pay password check is still running, try again in a moment',
  'account.invite_unknown': 'Unknown invitation code',
  'account.no_channel': 'Bind an email or phone number first',

  // Identity verification
  'kyc.submitted': 'Submitted, waiting for review',
  'kyc.bind_first': 'Please bind your email and phone first',
  'kyc.pending': 'Your verification is under review',
  'kyc.already_verified': 'This level is already verified',
  'kyc.basic_first': 'Please complete basic verification first',
  'kyc.decided': 'This review has already been decided',

  // Uploads
  'upload.type': 'Only JPG, PNG or WebP images can be uploaded',
  'upload.missing': 'Please choose an image',
  'upload.not_owned': 'This image was uploaded by another account',
  'link.invalid': 'This link is invalid or has expired, please try again',

  // Validation reasons
  'validation.mobile': 'must be a valid phone number',
  'validation.nickname': '2-10 characters: letters, Chinese characters or digits',
  'validation.signature': '2-30 characters',
  'validation.id_card': 'is not a valid identity card number',
  'validation.passport': '6-9 letters or digits',
  'validation.licence': '5-20 letters or digits',
  'validation.country': 'is not a country we can verify',
  'validation.code': 'must be 6 digits',

  // The verification code mail
  'mail.code_subject': '{site} verification code',
  'mail.code_body':
    'Your {site} verification code is {code}. It is valid for 10 minutes. Never share it with anyone; if you did not request it, ignore this message.',

  // Account security (new-login mail, anti-phishing code, hold on new withdrawal addresses)
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

  // Field labels
  'field.user_string': 'account',
  'field.email_code': 'verification code',
  'field.re_password': 'confirm password',
  'field.repassword': 'confirm password',
  'field.old_password': 'current password',
  'field.area_code': 'calling code',
  'field.mobile': 'phone number',
  'field.nickname': 'nickname',
  'field.signature': 'signature',
  'field.head_portrait': 'avatar',
  'field.extension_code': 'invitation code',
  'field.scene': 'purpose',
  'field.real_type': 'verification level',
  'field.id_type': 'document type',
  'field.card_id': 'document number',
  'field.country': 'country',
  'field.front_pic': 'front photo',
  'field.reverse_pic': 'back photo',
  'field.file': 'file',
};
