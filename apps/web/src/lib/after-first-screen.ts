/**
 * Work the first screen does not show (the live connection, the toast's chunk, the service worker) waits until
 * that screen is drawn: on a phone over HTTP/1.1 every request shares six connections, and a socket or a chunk
 * started early makes the first screen's own API answers and pictures queue behind it.
 *
 * "Drawn" means: the page's load event has fired, the boot script's API answers (window.__early) have settled,
 * the app has had a frame to render them, the pictures in the document then have loaded or failed, and the
 * browser has reported no larger paint for LARGEST_PAINT_QUIET_MS (where it reports them: a slow page renders its
 * answers well after they arrive). Whatever happens, the work starts after `maxWaitMs`.
 */
export const FIRST_SCREEN_MAX_WAIT_MS = 3000;

/** How long the app gets to render the early answers before the pictures it drew are looked at. */
const RENDER_GRACE_MS = 50;
/** No new largest paint for this long: the screen's main content is up. */
export const LARGEST_PAINT_QUIET_MS = 300;

export type FirstScreenEnv = {
  document: Pick<Document, 'readyState' | 'images'>;
  window: Pick<Window, 'addEventListener' | 'setTimeout' | 'requestAnimationFrame'> & { __early?: Window['__early'] };
  now: () => number;
  /** Calls back on each largest-paint candidate until stopped; absent where the browser does not report them. */
  watchLargestPaint?: (onPaint: () => void) => () => void;
};

function browserEnv(): FirstScreenEnv {
  const reported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  return {
    document,
    window,
    now: () => performance.now(),
    ...(reported && {
      watchLargestPaint: (onPaint: () => void) => {
        const observer = new PerformanceObserver(() => onPaint());
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        return () => observer.disconnect();
      },
    }),
  };
}

/** Resolves once no larger paint has been reported for LARGEST_PAINT_QUIET_MS (at once where none are). */
function largestPaintQuiet(env: FirstScreenEnv): Promise<void> {
  const { watchLargestPaint, now, window: win } = env;
  if (!watchLargestPaint) return Promise.resolve();
  return new Promise((resolve) => {
    let last = now();
    const stop = watchLargestPaint(() => {
      last = now();
    });
    const check = () => {
      const wait = last + LARGEST_PAINT_QUIET_MS - now();
      if (wait > 0) {
        win.setTimeout(check, wait);
        return;
      }
      stop();
      resolve();
    };
    check();
  });
}

function pictureSettled(img: HTMLImageElement): Promise<void> {
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

export function afterFirstScreen(
  run: () => void,
  { maxWaitMs = FIRST_SCREEN_MAX_WAIT_MS, env = browserEnv() }: { maxWaitMs?: number; env?: FirstScreenEnv } = {},
): void {
  const { document: doc, window: win } = env;
  // Taken now: the request helper removes each answer from window.__early as it uses it.
  const answers = Object.values(win.__early ?? {}).map((e) => e.answer.catch(() => undefined));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  win.setTimeout(start, maxWaitMs);
  const loaded =
    doc.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  void loaded
    .then(() => Promise.all(answers))
    .then(() => new Promise<void>((resolve) => win.setTimeout(resolve, RENDER_GRACE_MS)))
    .then(() => new Promise<void>((resolve) => win.requestAnimationFrame(() => resolve())))
    .then(() => Promise.all(Array.from(doc.images, pictureSettled)))
    .then(() => largestPaintQuiet(env))
    .then(start);
}

let drawn: Promise<void> | undefined;

/**
 * The app's one wait for its first screen. The first call (main.tsx, before the first render, while every early
 * answer is still there to be counted) starts it; later calls get the same promise.
 */
export function firstScreenDrawn(): Promise<void> {
  drawn ??= new Promise((resolve) => afterFirstScreen(resolve));
  return drawn;
}
