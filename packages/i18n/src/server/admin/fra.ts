import type { en } from './en';

/** French texts of server/admin (the keys of ./en.ts). */
export const fra = {
  'error.totp_required': "Saisissez le code de votre application d'authentification",
  'error.totp_invalid': "Le code d'authentification est incorrect ou a déjà été utilisé",
  'error.totp_no_setup': "Commencez d'abord la configuration de la double authentification",
  'error.totp_already_enabled': 'La double authentification est déjà activée',
  'error.totp_not_enabled': "La double authentification n'est pas activée",

  'field.role': 'rôle',
  'field.disabled': 'désactivé',
  'field.action': 'action',
} satisfies Record<keyof typeof en, string>;
