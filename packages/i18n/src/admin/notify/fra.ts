import type { NotifyTexts } from './en';

/** French texts of the back office `notify` screen (dev outbox). */
export const notifyFra: NotifyTexts = {
  outbox: {
    title: 'Boîte d’envoi (dev)',
    refreshes: 'Actualisée toutes les {{seconds}} s',
    unavailable: 'La boîte d’envoi (dev) n’est pas disponible',
    unavailableNote:
      'Le serveur ne tient une boîte d’envoi qu’en mode démo, lorsqu’aucun serveur de messagerie ni fournisseur SMS n’est configuré.',
    demo: 'Mode démo : les e-mails et SMS ne sont pas envoyés ; les codes de vérification sont inscrits ici, les plus récents en premier.',
    id: 'ID',
    time: 'Heure (UTC)',
    channel: 'Canal',
    to: 'Destinataire',
    code: 'Code',
    message: 'Message',
    empty: 'Aucun message pour l’instant',
  },
};
