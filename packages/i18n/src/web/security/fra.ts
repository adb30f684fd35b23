import type { SecurityTexts } from './en';

/** French texts of the second factor. */
export const securityFra = {
  title: 'Double authentification',
  on: 'Activée',
  off: 'Désactivée',
  intro:
    "Protégez connexions, retraits et changements d'adresse par un code d'une application d'authentification (Google Authenticator, Authy, 1Password…).",
  start: 'Activer',
  scan: "Scannez ce QR code avec votre application d'authentification, ou saisissez la clé à la main.",
  key: 'Clé',
  code: "Code de l'application",
  codeOrRecovery: 'Code de double authentification (ou code de secours)',
  confirm: 'Confirmer',
  disable: 'Désactiver',
  renew: 'Nouveaux codes de secours',
  recoveryTitle: 'Codes de secours',
  recoveryHint:
    "Conservez ces codes en lieu sûr. Chacun fonctionne une fois si vous perdez votre téléphone. Ils ne s'affichent que maintenant.",
  copyAll: 'Copier les codes',
  saved: 'Je les ai enregistrés',
  recoveryLeft: 'Codes de secours restants : {{count}}',
  enabled: 'La double authentification est activée',
  loginStep: "Saisissez le code de votre application d'authentification pour terminer la connexion.",
  verify: 'Vérifier',
  invalid: 'Saisissez les 6 chiffres ou un code de secours',
} satisfies SecurityTexts;
