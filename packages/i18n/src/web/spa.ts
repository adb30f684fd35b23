import type { ShellTexts } from './en';

export const shellSpa = {
  tab: { home: 'Inicio', market: 'Mercado', trade: 'Operar', finance: 'Finanzas', assets: 'Activos' },
  common: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    back: 'Atrás',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    more: 'Más',
    empty: 'Aún no hay nada',
    error: 'Algo salió mal',
    loadFailed: 'No se pudo cargar esta página.',
    loadTimeout: 'La carga está tardando demasiado. Comprueba tu conexión y vuelve a intentarlo.',
    networkError: 'Error de red, inténtalo de nuevo',
    timeout: 'La solicitud ha caducado, inténtalo de nuevo',
    loginFirst: 'Inicia sesión primero',
    noMore: 'No hay más datos',
    invalidUrl: 'No se puede abrir esta dirección.',
    hostNotAllowed: '{{host}} no es una de las páginas que esta app muestra dentro. Puede abrirla en su navegador.',
    openInBrowser: 'Abrir en el navegador',
    notFound: 'Página no encontrada',
    notFoundHint: 'Esta página no está disponible en esta versión.',
    backHome: 'Volver al inicio',
  },
  pull: {
    pulling: 'Desliza hacia abajo para actualizar',
    canRelease: 'Suelta para actualizar',
    refreshing: 'Actualizando…',
    complete: 'Actualizado',
  },
  home: {
    news: 'Noticias',
    services: 'Servicios',
    language: 'Idioma',
    fiat: 'Moneda',
    announcement: 'Anuncio',
    viewDetails: 'Ver detalles',
  },
  page: {
    language: 'Idioma',
    fiat: 'Moneda fiat',
  },
  time: {
    justNow: 'justo ahora',
    minutesAgo: 'hace {{count}} min',
    hoursAgo: 'hace {{count}} h',
    daysAgo: 'hace {{count}} d',
  },
  setting: {
    fiatHint: 'Los importes se muestran en esta moneda.',
    selected: 'Seleccionada',
  },
  offline: {
    since: 'Estás sin conexión. Datos mostrados: {{time}}',
    plain: 'Estás sin conexión.',
  },
  update: {
    available: 'Hay una nueva versión disponible',
    reload: 'Recargar',
  },
} satisfies ShellTexts;
