import type { Lang } from '../index';

/**
 * One catalogue in each of the 8 languages, each behind its own dynamic `import()`: a bundler makes every
 * language × catalogue its own chunk, so an app downloads only the language it shows and the texts it opens.
 */
export type TextLoaders<T> = Readonly<Record<Lang, () => Promise<T>>>;

/** The texts a set of loaders gives. */
export type LoadedTexts<L> = L extends TextLoaders<infer T> ? T : never;
