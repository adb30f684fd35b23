/** English texts of the transparency page and the receipt verifier (issue 30 item 8). The type the others satisfy. */
export const transparencyEn = {
  title: 'Transparency',
  intro:
    'Every price that settles a trade is recorded in a public log that can only grow. Here you see where prices come from, how they are combined, and you can check any receipt yourself.',
  openVerifier: 'Verify a receipt',
  method: {
    title: 'How the index price is made',
    maxAge: 'A source is left out after',
    band: 'Band around the median',
    mean: 'Combined as',
    weighted: 'Weighted mean',
    equal: 'Mean, equal weights',
    seconds: '{{value}} s',
    explain:
      'Each source reports its own price and its own time. A source whose last price is older than {{age}} s is left out. Each remaining price is held within {{band}} % of the middle price (the median), so no single source can push the index beyond that band. The index is the mean of those prices. With only one usable source the price is still recorded, but flagged.',
    weights: 'Weights',
  },
  key: {
    title: 'Signing key',
    algorithm: 'Algorithm',
    id: 'Key ID',
    publicKey: 'Public key',
    copy: 'Copy public key',
    copied: 'Public key copied',
    explain:
      'Every few seconds the server signs the size and the root hash of each instrument’s log with this key. Anyone holding the public key can check a signed head.',
  },
  instruments: {
    title: 'Instruments',
    none: 'No instrument has a price source yet',
    sources: 'Sources: {{count}}',
  },
  sources: {
    title: 'Sources',
    name: 'Source',
    kind: 'Kind',
    host: 'Host',
    since: 'In effect since {{time}}',
    simulated: 'Simulated',
    simulatedNote: 'Demo prices from a simulator, not from a market.',
  },
  head: {
    title: 'Latest signed head',
    size: 'Entries',
    root: 'Root hash',
    time: 'Signed at',
    keyId: 'Key ID',
    none: 'No signed head yet: the log has not been signed since it started.',
  },
  history: {
    title: 'Source changes',
    none: 'No change recorded',
    band: 'band {{band}} %',
  },
  verify: {
    title: 'Verify a receipt',
    intro:
      'Paste a receipt’s bundle, or enter the receipt’s ID to load it. The check covers the head’s signature, the inclusion proofs, that no recorded price lies between the chosen ones, the settlement rule and the formula. You can also run it offline, without trusting this server.',
    idLabel: 'Receipt ID',
    idPlaceholder: '32 characters, 0-9 and a-f',
    badId: 'A receipt ID has 32 characters, 0-9 and a-f',
    load: 'Load',
    bundleLabel: 'Receipt bundle (JSON)',
    bundlePlaceholder: 'Paste the bundle here',
    run: 'Verify',
    empty: 'Paste a bundle or load one first',
    invalidJson: 'This is not valid JSON',
    allPassed: 'All checks passed',
    someFailed: '{{failed}} of {{total}} checks failed',
    pass: 'Pass',
    fail: 'Fail',
    download: 'Download bundle',
    offline: 'Check it offline with the project’s command line, no server needed:',
  },
};

export type TransparencyTexts = typeof transparencyEn;
