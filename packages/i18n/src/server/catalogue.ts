/**
 * Assembles each language's server catalogue from the capability parts listed in ./parts.ts. English is the source
 * type: a key is a `ServerKey` when some part's en.ts has it; every other language of a part `satisfies` that part's
 * English keys, so a language that misses a text does not compile.
 */
import type { Lang } from '../index';
import * as parts from './parts';

type Parts = typeof parts;
/** The name of a capability part (`core`, `accounts`, `wallet`...). */
export type ServerPart = keyof Parts;
type PartKey<P extends ServerPart> = keyof Parts[P]['en'];

export type ServerKey = { [P in ServerPart]: PartKey<P> }[ServerPart];
export type ServerCatalogue = Record<ServerKey, string>;

/** Compiles only while `Keys` is empty: a key defined in two parts fails here, and the error names the key. */
type NoneOf<Keys extends never> = Keys;

/** Keys that two parts both define: always `never` (a key belongs to exactly one part). */
export type ServerKeysInTwoParts = NoneOf<
  {
    [P in ServerPart]: { [Q in Exclude<ServerPart, P>]: PartKey<P> & PartKey<Q> }[Exclude<ServerPart, P>];
  }[ServerPart]
>;

/** Every part with its texts in all 8 languages (a part whose index misses a language does not compile). */
export const SERVER_PARTS: Record<ServerPart, Record<Lang, Readonly<Record<string, string>>>> = parts;

/** One language's server catalogue: the texts of every part merged. */
export function serverCatalogue(lang: Lang): ServerCatalogue {
  return Object.assign({}, ...Object.values(SERVER_PARTS).map((part) => part[lang])) as ServerCatalogue;
}
