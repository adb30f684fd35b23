import type { ReceiptsTexts } from './en';

export const receiptsSpa = {
  title: 'Comprobante de liquidación',
  open: 'Comprobante',
  none: 'Aún no hay comprobante para esta ejecución',
  result: {
    notional: 'Importe de la operación',
    pays: 'Pagaste',
    receives_gross: 'Recibiste (antes de comisión)',
    fee: 'Comisión',
    receives_net: 'Recibiste',
  },
  recorded: 'Operación y precios registrados',
  formula: 'Fórmula',
  hash: 'Huella (SHA-256)',
  hashHint:
    'SHA-256 del JSON canónico (RFC 8785) de este comprobante: cualquiera puede recalcularlo con los datos copiados.',
  copyCanonical: 'Copiar datos',
  verify: 'Verificar',
  match: 'Verificado: el comprobante coincide con la operación registrada y la fórmula publicada.',
  noMatch: 'No coincide',
  failed: { hash: 'huella', ticks: 'precios registrados', result: 'resultado', formula: 'fórmula desconocida' },
  kind: { spotFill: 'Ejecución al contado' },
  source: { spotTrade: 'Operación', marketMark: 'Precio registrado' },
} satisfies ReceiptsTexts;
