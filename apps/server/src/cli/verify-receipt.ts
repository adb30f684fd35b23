/**
 * `npm run verify-receipt -- bundle.json [--key <hex public key>]`: checks a receipt bundle (GET /api/receipt/bundle)
 * offline — no server, no database — with the published formulas: the receipt hash, the head's signature, every
 * inclusion proof, each leaf's price from its inputs, that the receipt's prices are the log's, the selection rule
 * with adjacency, and the formula. Prints each check; exits 0 when all pass, 1 otherwise (2: unreadable input).
 * Without --key the bundle's own key is used, and the verifier says so: pin the key the operator publishes.
 */
import { readFileSync } from 'node:fs';
import { checkBundle, type ReceiptBundle } from '@app/pricelog/bundle';
import { publishedFormula } from './published-formulas';

function args(argv: readonly string[]) {
  let file: string | undefined;
  let key: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--key') key = argv[++i];
    else if (a.startsWith('--key=')) key = a.slice(6);
    else if (a !== '--') file = a;
  }
  return { file, key };
}

function main(): number {
  const { file, key } = args(process.argv.slice(2));
  if (!file) {
    console.error('usage: npm run verify-receipt -- bundle.json [--key <hex public key>]');
    return 2;
  }
  if (key !== undefined && !/^[0-9a-f]{64}$/.test(key)) {
    console.error('--key must be the 64 hex digits of the published Ed25519 public key');
    return 2;
  }
  let bundle: ReceiptBundle;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    // A saved API answer ({type: 'ok', message: bundle}) is accepted as it is.
    bundle = (parsed?.type === 'ok' && parsed.message ? parsed.message : parsed) as ReceiptBundle;
    if (!bundle?.receipt?.content || !Array.isArray(bundle.logs) || !bundle.public_key)
      throw new Error('not a receipt bundle');
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (key === undefined)
    console.warn("warning: no --key given; the bundle's own public key was used. Pin the published key.");
  const verdict = checkBundle(bundle, { formulas: publishedFormula, publicKey: key });
  console.log(`receipt ${bundle.receipt.id} (${bundle.receipt.content.kind})`);
  for (const c of verdict.checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  console.log(verdict.ok ? 'VALID: every check passed' : 'INVALID: see the failed checks above');
  return verdict.ok ? 0 : 1;
}

process.exitCode = main();
