/**
 * The package's shape: one folder per capability, each with an index that exports only wire declarations (zod
 * schemas, their types, constants), every folder re-exported by the root index and importable alone through
 * package.json's `exports`, and no name exported by two capabilities (the root's `export *` would drop it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as envelope from './envelope';
import * as fiat from './fiat';
import * as format from './format';
import * as root from './index';
import * as shared from './shared';
import * as validators from './validators';

const src = dirname(fileURLToPath(import.meta.url));
const capabilities = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const packageJson = JSON.parse(readFileSync(join(src, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const load = (cap: string) => import(`./${cap}/index.ts`) as Promise<Record<string, unknown>>;

/**
 * Functions a capability may export: the role matrix's pure lookups, which the server's guards and the admin app's
 * menu share. Anything else that runs (fetchers, services, helpers with I/O) belongs in an app.
 */
const ALLOWED_FUNCTIONS: Record<string, readonly string[]> = {
  admin: ['canDo', 'canRead', 'canWrite', 'rolesFor', 'rolesForAction'],
  // Rules the clients and the server must apply identically (what a user is shown is what the server does).
  common: ['isWebviewHost'],
  wallet: ['withdrawAmounts'],
  security: ['isStepUpProof'],
};

/** A zod schema, a primitive, or an array/plain object made only of those. */
function isDeclaration(value: unknown): boolean {
  if (value instanceof z.ZodType) return true;
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isDeclaration);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value as object).every(isDeclaration);
  }
  return false;
}

describe('@app/api layout', () => {
  it('has the capability folders', () => {
    expect(capabilities).toEqual(
      expect.arrayContaining(['accounts', 'admin', 'common', 'content', 'market', 'spot', 'wallet']),
    );
  });

  it.each(capabilities)('%s: has an index, re-exported by the root index with the same values', async (cap) => {
    expect(existsSync(join(src, cap, 'index.ts')), `${cap}/index.ts`).toBe(true);
    const mod = await load(cap);
    expect(Object.keys(mod).length, `${cap} exports nothing`).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(mod)) {
      expect((root as Record<string, unknown>)[name], `root index is missing ${cap}'s ${name}`).toBe(value);
    }
  });

  // A new capability folder is importable alone through the `./*` pattern, with no edit to package.json.
  it.each(capabilities)('%s: can be imported alone as @app/api/%s', (cap) => {
    const exact = packageJson.exports[`./${cap}`];
    const target = exact ?? packageJson.exports['./*']?.replace('*', cap);
    expect(target).toBe(`./src/${cap}/index.ts`);
  });

  it('points every package export at a file', () => {
    for (const target of Object.values(packageJson.exports).filter((t) => !t.includes('*'))) {
      expect(existsSync(join(src, '..', target)), target).toBe(true);
    }
  });

  it.each(capabilities)('%s: exports only zod schemas, types and constants', async (cap) => {
    const allowed = ALLOWED_FUNCTIONS[cap] ?? [];
    for (const [name, value] of Object.entries(await load(cap))) {
      if (typeof value === 'function' && !(value instanceof z.ZodType)) {
        expect(allowed, `${cap} exports the function ${name}`).toContain(name);
      } else {
        expect(isDeclaration(value), `${cap}'s ${name} is not a schema or a constant`).toBe(true);
      }
    }
  });

  it('never exports one name from two places', async () => {
    const places: [string, object][] = Object.entries({ envelope, fiat, format, shared, validators });
    for (const cap of capabilities) places.push([cap, await load(cap)]);
    const owners = new Map<string, string>();
    for (const [place, mod] of places) {
      for (const name of Object.keys(mod)) {
        expect(owners.get(name), `${name} is exported by ${owners.get(name)} and ${place}`).toBeUndefined();
        owners.set(name, place);
      }
    }
  });
});
