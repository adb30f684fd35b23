import type { NotifyTexts } from './en';

/** Spanish texts of the back office `notify` screen (dev outbox). */
export const notifySpa: NotifyTexts = {
  outbox: {
    title: 'Bandeja de salida (dev)',
    refreshes: 'Se actualiza cada {{seconds}} s',
    unavailable: 'La bandeja de salida (dev) no está disponible',
    unavailableNote:
      'El servidor solo guarda una bandeja de salida en modo demo, cuando no hay servidor de correo ni proveedor de SMS configurado.',
    demo: 'Modo demo: los correos y SMS no se envían; los códigos de verificación se registran aquí, los más recientes primero.',
    id: 'ID',
    time: 'Hora (UTC)',
    channel: 'Canal',
    to: 'Destinatario',
    code: 'Código',
    message: 'Mensaje',
    empty: 'Aún no hay mensajes',
  },
};
