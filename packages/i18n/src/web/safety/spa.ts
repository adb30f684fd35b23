import type { SafetyTexts } from './en';

export const safetySpa = {
  title: {
    loginHistory: 'Historial de accesos',
    antiPhishing: 'Código antiphishing',
  },
  security: {
    loginHistory: 'Historial de accesos',
    antiPhishing: 'Código antiphishing',
    notSet: 'Sin definir',
    isSet: 'Definido',
  },
  device: {
    mobile: 'Teléfono',
    tablet: 'Tableta',
    desktop: 'Ordenador',
    tv: 'Televisor',
    bot: 'Robot',
    unknown: 'Dispositivo desconocido',
  },
  place: {
    unknown: 'Lugar desconocido',
    loopback: 'Este servidor (dirección local)',
    private: 'Red privada',
  },
  history: {
    empty: 'Todavía no hay accesos',
    note: 'No se localizan las direcciones: solo se nombran las redes locales y privadas.',
  },
  phishing: {
    intro:
      'Elija un código que solo usted conozca. Cada correo que le enviemos empezará con él: un correo sin él, o con otro código, no es nuestro.',
    current: 'Su código',
    none: 'Todavía no hay código',
    code: 'Código nuevo',
    placeholder: '4-20 letras, dígitos, _ o -',
    usePay: 'Confirmar con la contraseña de pago',
    useLogin: 'Confirmar con la contraseña de acceso',
    payPassword: 'Contraseña de pago',
    loginPassword: 'Contraseña de acceso',
    save: 'Guardar',
    saved: 'Código antiphishing guardado',
  },
  error: {
    code: 'Introduzca de 4 a 20 letras, dígitos, _ o -',
    password: 'Introduzca la contraseña',
  },
  hold: {
    until: 'Retiros posibles desde {{time}}',
    ready: 'Lista para retiros',
  },
} satisfies SafetyTexts;
