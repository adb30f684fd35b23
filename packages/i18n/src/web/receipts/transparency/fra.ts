import type { TransparencyTexts } from './en';

export const transparencyFra = {
  title: 'Transparence',
  intro:
    'Chaque prix qui règle une opération est inscrit dans un journal public qui ne peut que s’allonger. Voyez ici d’où viennent les prix, comment ils sont combinés, et vérifiez vous-même n’importe quel reçu.',
  openVerifier: 'Vérifier un reçu',
  method: {
    title: 'Comment l’indice est calculé',
    maxAge: 'Source écartée après',
    band: 'Bande autour de la médiane',
    mean: 'Combinaison',
    weighted: 'Moyenne pondérée',
    equal: 'Moyenne, poids égaux',
    seconds: '{{value}} s',
    explain:
      'Chaque source donne son propre prix et sa propre heure. Une source dont le dernier prix date de plus de {{age}} s est écartée. Chaque prix restant est ramené à {{band}} % au plus du prix du milieu (la médiane) : aucune source seule ne peut pousser l’indice hors de cette bande. L’indice est la moyenne de ces prix. Avec une seule source utilisable, le prix est quand même inscrit, mais signalé.',
    weights: 'Poids',
  },
  key: {
    title: 'Clé de signature',
    algorithm: 'Algorithme',
    id: 'ID de clé',
    publicKey: 'Clé publique',
    copy: 'Copier la clé publique',
    copied: 'Clé publique copiée',
    explain:
      'Toutes les quelques secondes, le serveur signe avec cette clé la taille et le hachage racine du journal de chaque instrument. Quiconque détient la clé publique peut vérifier une tête signée.',
  },
  instruments: {
    title: 'Instruments',
    none: 'Aucun instrument n’a encore de source de prix',
    sources: 'Sources : {{count}}',
  },
  sources: {
    title: 'Sources',
    name: 'Source',
    kind: 'Type',
    host: 'Hôte',
    since: 'En vigueur depuis le {{time}}',
    simulated: 'Simulé',
    simulatedNote: 'Prix de démonstration issus d’un simulateur, pas d’un marché.',
  },
  head: {
    title: 'Dernière tête signée',
    size: 'Entrées',
    root: 'Hachage racine',
    time: 'Signée le',
    keyId: 'ID de clé',
    none: 'Pas encore de tête signée : le journal n’a pas été signé depuis le démarrage.',
  },
  history: {
    title: 'Changements de sources',
    none: 'Aucun changement enregistré',
    band: 'bande {{band}} %',
  },
  verify: {
    title: 'Vérifier un reçu',
    intro:
      'Collez le paquet d’un reçu, ou saisissez l’ID du reçu pour le charger. La vérification porte sur la signature de la tête, les preuves d’inclusion, l’absence de prix inscrit entre les prix retenus, la règle de règlement et la formule. Vous pouvez aussi la lancer hors ligne, sans faire confiance à ce serveur.',
    idLabel: 'ID du reçu',
    idPlaceholder: '32 caractères, 0-9 et a-f',
    badId: 'Un ID de reçu compte 32 caractères, 0-9 et a-f',
    load: 'Charger',
    bundleLabel: 'Paquet du reçu (JSON)',
    bundlePlaceholder: 'Collez le paquet ici',
    run: 'Vérifier',
    empty: 'Collez ou chargez d’abord un paquet',
    invalidJson: 'Ce n’est pas du JSON valide',
    allPassed: 'Toutes les vérifications sont réussies',
    someFailed: '{{failed}} vérifications sur {{total}} ont échoué',
    pass: 'Réussi',
    fail: 'Échec',
    download: 'Télécharger le paquet',
    offline: 'Vérifiez-le hors ligne avec la ligne de commande du projet, sans serveur :',
  },
} satisfies TransparencyTexts;
