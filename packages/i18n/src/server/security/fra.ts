import type { en } from './en';

/** French texts of server/security (the keys of ./en.ts). */
export const fra = {
  'security.code_required': 'Saisissez votre code de double authentification',
  'security.code_invalid': 'Le code de double authentification est faux ou a déjà été utilisé',
  'security.locked': 'Trop de codes erronés, réessayez dans {minutes} min',
  'security.ticket_expired': 'Cette connexion a expiré, veuillez vous reconnecter',
  'security.already_enabled': 'La double authentification est déjà activée',
  'security.not_enabled': "La double authentification n'est pas activée",
  'security.no_setup': "Commencez d'abord la configuration de la double authentification",
  'security.enabled': 'La double authentification est activée',
  'security.disabled': 'La double authentification est désactivée',
  'security.reset_done': "La double authentification de l'utilisateur a été réinitialisée",
  'security.passkey_failed': "La clé d'accès n'a pas pu être vérifiée, veuillez réessayer",
  'security.passkey_required': "Confirmez d'abord avec votre clé d'accès",
} satisfies Record<keyof typeof en, string>;
