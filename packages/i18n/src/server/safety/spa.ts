import type { en } from './en';

/** Spanish texts of server/safety (the keys of ./en.ts). */
export const spa = {
  'safety.login_mail_subject': '{site}: nuevo inicio de sesión en su cuenta',
  'safety.login_mail_body':
    'Se acaba de iniciar sesión en su cuenta de {site}.\n\nHora: {time}\nDispositivo: {device}\nLugar: {place}\nDirección IP: {ip}\n\nSi fue usted, no tiene que hacer nada. Si no, cambie su contraseña ahora y contacte con atención al cliente.',
  'safety.place_unknown': 'desconocido (no se localiza la dirección)',
  'safety.place_loopback': 'este servidor (dirección local)',
  'safety.place_private': 'red privada',
  'safety.device_unknown': 'dispositivo desconocido',
  'safety.phishing_line': 'Su código antiphishing: {code}',
  'safety.phishing_saved': 'Código antiphishing guardado',
  'safety.code_format': 'El código antiphishing debe tener de 4 a 20 letras, dígitos, _ o -',
  'safety.password_required': 'Introduzca su contraseña de pago o su contraseña de acceso',
  'safety.address_on_hold': 'Esta dirección se añadió hace menos de 24 h: se puede retirar a ella desde {time} (UTC)',
} satisfies Record<keyof typeof en, string>;
