import type { SecurityTexts } from './en';

/** Spanish texts of the second factor. */
export const securitySpa = {
  title: 'Verificación en dos pasos',
  on: 'Activada',
  off: 'Desactivada',
  intro:
    'Proteja inicios de sesión, retiros y cambios de dirección con un código de una aplicación de autenticación (Google Authenticator, Authy, 1Password…).',
  start: 'Activar',
  scan: 'Escanee este código QR con su aplicación de autenticación o escriba la clave a mano.',
  key: 'Clave',
  code: 'Código de la aplicación',
  codeOrRecovery: 'Código de verificación (o código de recuperación)',
  confirm: 'Confirmar',
  disable: 'Desactivar',
  renew: 'Nuevos códigos de recuperación',
  recoveryTitle: 'Códigos de recuperación',
  recoveryHint:
    'Guarde estos códigos en un lugar seguro. Cada uno sirve una vez si pierde su teléfono. Solo se muestran ahora.',
  copyAll: 'Copiar los códigos',
  saved: 'Ya los he guardado',
  recoveryLeft: 'Códigos de recuperación restantes: {{count}}',
  enabled: 'La verificación en dos pasos está activada',
  loginStep: 'Introduzca el código de su aplicación de autenticación para terminar de iniciar sesión.',
  verify: 'Verificar',
  invalid: 'Introduzca los 6 dígitos o un código de recuperación',
} satisfies SecurityTexts;
