import type { en } from './en';

/** Spanish texts of server/security (the keys of ./en.ts). */
export const spa = {
  'security.code_required': 'Introduzca su código de verificación en dos pasos',
  'security.code_invalid': 'El código de verificación en dos pasos es incorrecto o ya se ha usado',
  'security.locked': 'Demasiados códigos incorrectos, inténtelo de nuevo en {minutes} min',
  'security.ticket_expired': 'Este inicio de sesión ha caducado, inicie sesión de nuevo',
  'security.already_enabled': 'La verificación en dos pasos ya está activada',
  'security.not_enabled': 'La verificación en dos pasos no está activada',
  'security.no_setup': 'Inicie primero la configuración de la verificación en dos pasos',
  'security.enabled': 'La verificación en dos pasos está activada',
  'security.disabled': 'La verificación en dos pasos está desactivada',
  'security.reset_done': 'Se ha restablecido la verificación en dos pasos del usuario',
  'security.passkey_failed': 'No se pudo verificar la llave de acceso, inténtelo de nuevo',
  'security.passkey_required': 'Confirme primero con su llave de acceso',
} satisfies Record<keyof typeof en, string>;
