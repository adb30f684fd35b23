import type { en } from './en';

/** Spanish texts of server/admin (the keys of ./en.ts). */
export const spa = {
  'error.totp_required': 'Introduce el código de tu aplicación de autenticación',
  'error.totp_invalid': 'El código de autenticación es incorrecto o ya se ha usado',
  'error.totp_no_setup': 'Inicia primero la configuración de la verificación en dos pasos',
  'error.totp_already_enabled': 'La verificación en dos pasos ya está activada',
  'error.totp_not_enabled': 'La verificación en dos pasos no está activada',

  'field.role': 'rol',
  'field.disabled': 'desactivado',
  'field.action': 'acción',
} satisfies Record<keyof typeof en, string>;
