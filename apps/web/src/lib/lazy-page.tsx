import type { TextCapability } from '@app/i18n/web';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { ErrorState } from '../components/error-state';
import { PageLoading } from '../components/page-loading';
import { texts } from '../i18n/i18n';
import { PAGE_TIMEOUT_MS } from './timings';

type Module = { default: ComponentType };
export type PageLoader = () => Promise<Module>;

export class PageLoadTimeoutError extends Error {
  constructor() {
    super('page load timed out');
    this.name = 'PageLoadTimeoutError';
  }
}

/** Rejects when the chunk has not arrived within the page time-out (spec §9: 60 s). */
export function withTimeout(loader: PageLoader, ms = PAGE_TIMEOUT_MS): Promise<Module> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError()), ms);
    loader().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type BoundaryProps = { children: ReactNode; onRetry: () => void };
type BoundaryState = { error: unknown };

/** Catches a chunk that failed or timed out (and any render error of the page) and offers a retry. */
class PageBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const timedOut = error instanceof PageLoadTimeoutError;
    return <ErrorState variant={timedOut ? 'timeout' : 'load'} onRetry={this.props.onRetry} fullPage />;
  }
}

/** The page's chunk and its texts in the UI language, fetched side by side; the page renders when both are in. */
export function withTexts(loader: PageLoader, caps: readonly TextCapability[] = []): PageLoader {
  return () => Promise.all([loader(), texts.loadTexts(caps)]).then(([mod]) => mod);
}

type LazyComponent = ReturnType<typeof lazy<ComponentType>>;
const lazyByLoader = new Map<PageLoader, LazyComponent>();
/** A page's chunk and texts on their way, by loader; a failed load is forgotten, so the next one imports again. */
const loading = new Map<PageLoader, Promise<Module>>();
/** Pages whose chunk and texts are in. */
const loaded = new Map<PageLoader, Module>();

function loadPage(loader: PageLoader, caps?: readonly TextCapability[]): Promise<Module> {
  let page = loading.get(loader);
  if (!page) {
    page = withTimeout(withTexts(loader, caps)).then((mod) => {
      loaded.set(loader, mod);
      return mod;
    });
    loading.set(loader, page);
    page.catch(() => loading.delete(loader));
  }
  return page;
}

/**
 * Starts loading a page's chunk and texts, resolving when they are in or have failed (the page then shows its
 * retry view as usual). The start-up waits on it for the opened route (main.tsx): a page already loaded renders
 * in the first render, without suspending, so the first paint is the page and not its frame around a skeleton.
 */
export function preloadPage(loader: PageLoader, caps?: readonly TextCapability[]): Promise<void> {
  return loadPage(loader, caps).then(
    () => undefined,
    () => undefined,
  );
}

function freshLazy(loader: PageLoader, caps?: readonly TextCapability[]): LazyComponent {
  const component = lazy(() => loadPage(loader, caps));
  lazyByLoader.set(loader, component);
  return component;
}

/**
 * A lazily loaded page: the loading view appears only after 200 ms, a 60 s time-out or a failed chunk (page or
 * texts) shows the retry view, and retry imports them again (React.lazy caches a failure, so a new lazy is made).
 * One lazy component per loader, so the three spellings of home share a chunk and a component. `texts`: the
 * capabilities whose texts the page shows (its route's `texts`).
 */
export function LazyPage({ loader, texts: caps }: { loader: PageLoader; texts?: readonly TextCapability[] }) {
  const [attempt, setAttempt] = useState(0);
  // Decided when mounted: switching from the lazy component to the module would mount the page again. The router
  // keeps this component across pages that sit in the same place, so what was decided holds for its loader only.
  const [mounted] = useState(() => ({ loader, page: loaded.get(loader)?.default }));
  const Loaded = mounted.loader === loader ? mounted.page : undefined;
  const Lazy = lazyByLoader.get(loader) ?? freshLazy(loader, caps);
  const retry = () => {
    freshLazy(loader, caps);
    setAttempt((n) => n + 1);
  };
  return (
    <PageBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>{Loaded ? <Loaded /> : <Lazy />}</Suspense>
    </PageBoundary>
  );
}
