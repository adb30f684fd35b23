import type { TransparencyTexts } from './en';

export const transparencySpa = {
  title: 'Transparencia',
  intro:
    'Cada precio que liquida una operación queda registrado en un registro público que solo puede crecer. Aquí ves de dónde vienen los precios, cómo se combinan, y puedes comprobar tú mismo cualquier recibo.',
  openVerifier: 'Verificar un recibo',
  method: {
    title: 'Cómo se calcula el precio índice',
    maxAge: 'Una fuente se descarta tras',
    band: 'Banda alrededor de la mediana',
    mean: 'Se combina como',
    weighted: 'Media ponderada',
    equal: 'Media, pesos iguales',
    seconds: '{{value}} s',
    explain:
      'Cada fuente informa su propio precio y su propia hora. Una fuente cuyo último precio tenga más de {{age}} s se descarta. Cada precio restante se limita a {{band}} % del precio central (la mediana), así que ninguna fuente sola puede llevar el índice fuera de esa banda. El índice es la media de esos precios. Con una sola fuente utilizable el precio se registra igualmente, pero marcado.',
    weights: 'Pesos',
  },
  key: {
    title: 'Clave de firma',
    algorithm: 'Algoritmo',
    id: 'ID de clave',
    publicKey: 'Clave pública',
    copy: 'Copiar la clave pública',
    copied: 'Clave pública copiada',
    explain:
      'Cada pocos segundos el servidor firma con esta clave el tamaño y el hash raíz del registro de cada instrumento. Cualquiera con la clave pública puede comprobar una cabecera firmada.',
  },
  instruments: {
    title: 'Instrumentos',
    none: 'Ningún instrumento tiene aún fuente de precios',
    sources: 'Fuentes: {{count}}',
  },
  sources: {
    title: 'Fuentes',
    name: 'Fuente',
    kind: 'Tipo',
    host: 'Servidor',
    since: 'Vigente desde {{time}}',
    simulated: 'Simulado',
    simulatedNote: 'Precios de demostración de un simulador, no de un mercado.',
  },
  head: {
    title: 'Última cabecera firmada',
    size: 'Entradas',
    root: 'Hash raíz',
    time: 'Firmada el',
    keyId: 'ID de clave',
    none: 'Aún no hay cabecera firmada: el registro no se ha firmado desde el arranque.',
  },
  history: {
    title: 'Cambios de fuentes',
    none: 'No hay cambios registrados',
    band: 'banda {{band}} %',
  },
  verify: {
    title: 'Verificar un recibo',
    intro:
      'Pega el paquete de un recibo, o escribe el ID del recibo para cargarlo. La comprobación cubre la firma de la cabecera, las pruebas de inclusión, que no haya ningún precio registrado entre los elegidos, la regla de liquidación y la fórmula. También puedes ejecutarla sin conexión, sin fiarte de este servidor.',
    idLabel: 'ID del recibo',
    idPlaceholder: '32 caracteres, 0-9 y a-f',
    badId: 'Un ID de recibo tiene 32 caracteres, 0-9 y a-f',
    load: 'Cargar',
    bundleLabel: 'Paquete del recibo (JSON)',
    bundlePlaceholder: 'Pega el paquete aquí',
    run: 'Verificar',
    empty: 'Primero pega o carga un paquete',
    invalidJson: 'Esto no es JSON válido',
    allPassed: 'Todas las comprobaciones superadas',
    someFailed: 'Fallaron {{failed}} de {{total}} comprobaciones',
    pass: 'Correcto',
    fail: 'Fallo',
    download: 'Descargar el paquete',
    offline: 'Compruébalo sin conexión con la línea de comandos del proyecto, sin servidor:',
  },
} satisfies TransparencyTexts;
