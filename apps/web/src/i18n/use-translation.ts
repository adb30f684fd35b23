/**
 * The screens' `useTranslation`, in place of react-i18next's. Theirs builds a new `t` (`getFixedT`), spreads its
 * options and checks every namespace's loading on every render of every component that calls it: about a fifth
 * of a screen's render time in CPU profiles of the trade and pair detail screens (docs/decisions.md). Here one
 * `t` is made per change of language or texts and shared by all components; they re-render on the same events
 * react-i18next bound (`languageChanged`, and texts `added` to the store), and `t` is a new function after each,
 * so memos that depend on it run again as before.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { TEXT_NAMESPACE } from './text-loader';

type Translation = { t: I18n['t']; i18n: I18n };

const listeners = new Set<() => void>();
let version = 0;
let current: { version: number; value: Translation } | null = null;
let bound: I18n | null = null;

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

/**
 * Re-renders the screens on `instance`'s language changes and added texts. Called once i18next is initialised;
 * handlers registered on `languageChanged` before this run first (the number locale).
 */
export function bindTranslations(instance: I18n): void {
  if (bound === instance) return;
  bound = instance;
  instance.on('languageChanged', changed);
  instance.store.on('added', changed);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

function translationOf(v: number): Translation {
  if (current?.version !== v) {
    const instance = bound ?? i18next;
    current = { version: v, value: { t: instance.getFixedT(null, TEXT_NAMESPACE), i18n: instance } };
  }
  return current.value;
}

export function useTranslation(): Translation {
  return translationOf(useSyncExternalStore(subscribe, getVersion, getVersion));
}
