import type { Lang } from '../index';

/**
 * One catalogue in each of the 8 languages, each behind its own dynamic `import()`: the bundler makes every
 * language × catalogue its own chunk, so the back office downloads only the language it shows and the texts of the
 * screens it opens.
 */
export type TextLoaders<T> = Readonly<Record<Lang, () => Promise<T>>>;
