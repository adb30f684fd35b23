import type { Lang } from '../index';

/** A feature's words in the side menu: its entries, and the groups it is the first to use. */
export type MenuWords = { groups?: Readonly<Record<string, string>>; items: Readonly<Record<string, string>> };

/** The same words in every language: English gives the keys, the 7 others must have exactly those. */
type SameKeys<W extends MenuWords> = {
  items: { [K in keyof W['items']]: string };
} & (W['groups'] extends Readonly<Record<string, string>> ? { groups: { [K in keyof W['groups']]: string } } : object);

export type MenuTexts<W extends MenuWords = MenuWords> = Readonly<Record<Lang, W>>;

/**
 * A feature's menu words live in its own catalogue folder (`admin/<cap>/menu.ts`), not in the shell's: the menu is
 * drawn before any feature's texts are fetched, so these few words are bundled with the feature's routes, in all 8
 * languages, and a new capability edits no shared catalogue.
 */
export function defineMenuTexts<const W extends MenuWords>(
  texts: { en: W } & { [L in Exclude<Lang, 'en'>]: SameKeys<W> },
): MenuTexts<W> {
  return texts as unknown as MenuTexts<W>;
}
