/**
 * Work the first screen does not show (the live connection, the toast's chunk, the service worker) waits until
 * that screen is drawn: on a phone over HTTP/1.1 every request shares six connections, and a socket or a chunk
 * started early makes the first screen's own API answers and pictures queue behind it.
 *
 * "Drawn" means: the page's load event has fired, the boot script's API answers (window.__early) have settled,
 * the app has had a frame to render them, and the pictures in the document then have loaded or failed. Whatever
 * happens, the work starts after `maxWaitMs`.
 */
export const FIRST_SCREEN_MAX_WAIT_MS = 3000;

/** How long the app gets to render the early answers before the pictures it drew are looked at. */
const RENDER_GRACE_MS = 50;

export type FirstScreenEnv = {
  document: Pick<Document, 'readyState' | 'images'>;
  window: Pick<Window, 'addEventListener' | 'setTimeout' | 'requestAnimationFrame'> & { __early?: Window['__early'] };
};

function browserEnv(): FirstScreenEnv {
  return { document, window };
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
