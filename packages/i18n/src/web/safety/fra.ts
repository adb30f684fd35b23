import type { SafetyTexts } from './en';

export const safetyFra = {
  title: {
    loginHistory: 'Historique des connexions',
    antiPhishing: 'Code anti-hameçonnage',
  },
  security: {
    loginHistory: 'Historique des connexions',
    antiPhishing: 'Code anti-hameçonnage',
    notSet: 'Non défini',
    isSet: 'Défini',
  },
  device: {
    mobile: 'Téléphone',
    tablet: 'Tablette',
    desktop: 'Ordinateur',
    tv: 'Télévision',
    bot: 'Robot',
    unknown: 'Appareil inconnu',
  },
  place: {
    unknown: 'Lieu inconnu',
    loopback: 'Ce serveur (adresse locale)',
    private: 'Réseau privé',
  },
  history: {
    empty: 'Aucune connexion pour le moment',
    note: 'Les lieux ne sont pas déduits des adresses : seuls les réseaux locaux et privés sont nommés.',
  },
  phishing: {
    intro:
      'Choisissez un code que vous seul connaissez. Chaque e-mail que nous vous envoyons commence par ce code : un e-mail sans lui, ou avec un autre code, ne vient pas de nous.',
    current: 'Votre code',
    none: 'Aucun code défini',
    code: 'Nouveau code',
    placeholder: '4 à 20 lettres, chiffres, _ ou -',
    usePay: 'Confirmer avec le mot de passe de paiement',
    useLogin: 'Confirmer avec le mot de passe de connexion',
    payPassword: 'Mot de passe de paiement',
    loginPassword: 'Mot de passe de connexion',
    save: 'Enregistrer',
    saved: 'Code anti-hameçonnage enregistré',
  },
  error: {
    code: 'Saisissez 4 à 20 lettres, chiffres, _ ou -',
    password: 'Saisissez le mot de passe',
  },
  hold: {
    until: 'Retraits possibles à partir du {{time}}',
    ready: 'Prête pour les retraits',
  },
} satisfies SafetyTexts;
