import type { ReceiptsTexts } from './en';

export const receiptsFra = {
  title: 'Justificatif de règlement',
  open: 'Justificatif',
  none: 'Pas encore de justificatif pour cette exécution',
  result: {
    notional: 'Montant de la transaction',
    pays: 'Vous avez payé',
    receives_gross: 'Vous avez reçu (avant frais)',
    fee: 'Frais',
    receives_net: 'Vous avez reçu',
  },
  recorded: 'Transaction et prix enregistrés',
  formula: 'Formule',
  hash: 'Empreinte (SHA-256)',
  hashHint:
    'SHA-256 du JSON canonique (RFC 8785) de ce justificatif : chacun peut la recalculer à partir des données copiées.',
  copyCanonical: 'Copier les données',
  verify: 'Vérifier',
  match: 'Vérifié : le justificatif correspond à la transaction enregistrée et à la formule publiée.',
  noMatch: 'Ne correspond pas',
  failed: { hash: 'empreinte', ticks: 'prix enregistrés', result: 'résultat', formula: 'formule inconnue' },
  kind: { spotFill: 'Exécution au comptant' },
  source: { spotTrade: 'Transaction', marketMark: 'Prix enregistré' },
} satisfies ReceiptsTexts;
