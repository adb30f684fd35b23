import type { en } from './en';

/** French texts of server/safety (the keys of ./en.ts). */
export const fra = {
  'safety.login_mail_subject': '{site} : nouvelle connexion à votre compte',
  'safety.login_mail_body':
    "Une connexion à votre compte {site} vient d'avoir lieu.\n\nDate : {time}\nAppareil : {device}\nLieu : {place}\nAdresse IP : {ip}\n\nSi c'était vous, rien à faire. Sinon, changez votre mot de passe tout de suite et contactez le service client.",
  'safety.place_unknown': "inconnu (l'adresse n'est pas localisée)",
  'safety.place_loopback': 'ce serveur (adresse locale)',
  'safety.place_private': 'réseau privé',
  'safety.device_unknown': 'appareil inconnu',
  'safety.phishing_line': 'Votre code anti-hameçonnage : {code}',
  'safety.phishing_saved': 'Code anti-hameçonnage enregistré',
  'safety.code_format': 'Le code anti-hameçonnage doit compter 4 à 20 lettres, chiffres, _ ou -',
  'safety.password_required': 'Saisissez votre mot de passe de paiement ou de connexion',
  'safety.address_on_hold':
    'Adresse ajoutée il y a moins de 24 h : retraits vers elle possibles à partir du {time} (UTC)',
} satisfies Record<keyof typeof en, string>;
