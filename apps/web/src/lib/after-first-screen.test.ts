import { describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, type FirstScreenEnv, LARGEST_PAINT_QUIET_MS } from './after-first-screen';

type Listener = () => void;

/** A page whose load event, timers, frames and pictures the test drives by hand. */
function fakePage({
  complete = false,
  early = [] as Promise<Response>[],
  paints = false,
}: {
  complete?: boolean;
  early?: Promise<Response>[];
  paints?: boolean;
} = {}) {
  const listeners = new Map<string, Listener[]>();
  const timers: { at: number; fn: Listener }[] = [];
  const frames: Listener[] = [];
  let now = 0;
  const images: Array<{
    complete: boolean;
    addEventListener: (t: string, f: Listener) => void;
    fire: (t: string) => void;
  }> = [];
  let onPaint: (() => void) | null = null;
  const env = {
    now: () => now,
    ...(paints && {
      watchLargestPaint: (fn: () => void) => {
        onPaint = fn;
        return () => {
          onPaint = null;
        };
      },
    }),
    document: {
      readyState: (complete ? 'complete' : 'loading') as DocumentReadyState,
      get images() {
        return images as unknown as HTMLCollectionOf<HTMLImageElement>;
      },
    },
    window: {
      __early: Object.fromEntries(early.map((answer, i) => [`k${i}`, { at: 0, answer }])),
      addEventListener: (type: string, fn: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
      setTimeout: (fn: Listener, ms: number) => {
        timers.push({ at: now + ms, fn });
        return 0;
      },
      requestAnimationFrame: (fn: Listener) => {
        frames.push(fn);
        return 0;
      },
    },
  };
  const flush = async () => {
    for (let i = 0; i < 50; i++) await Promise.resolve();
  };
  return {
    env: env as unknown as FirstScreenEnv,
    load: () => {
      for (const f of listeners.get('load') ?? []) f();
    },
    advance: async (ms: number) => {
      now += ms;
      for (const t of timers.filter((x) => x.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
      await flush();
    },
    frame: async () => {
      for (const f of frames.splice(0)) f();
      await flush();
    },
    picture: () => {
      const handlers = new Map<string, Listener>();
      const img = {
        complete: false,
        addEventListener: (t: string, f: Listener) => handlers.set(t, f),
        fire: (t: string) => {
          img.complete = true;
          handlers.get(t)?.();
        },
      };
      images.push(img);
      return img;
    },
    paint: () => onPaint?.(),
    flush,
  };
}

describe('afterFirstScreen', () => {
  it('waits for the load event, the early answers, a frame and the pictures then shown', async () => {
    let answer!: (r: Response) => void;
    const page = fakePage({ early: [new Promise<Response>((r) => (answer = r))] });
    const run = vi.fn();
    afterFirstScreen(run, { env: page.env });
    page.load();
    await page.advance(100);
    expect(run).not.toHaveBeenCalled();
    answer(new Response('{}'));
    await page.flush();
    const banner = page.picture();
    await page.advance(50);
    await page.frame();
    expect(run).not.toHaveBeenCalled();
    banner.fire('load');
    await page.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts a failed answer or picture as settled', async () => {
    const page = fakePage({ complete: true, early: [Promise.reject(new Error('offline'))] });
    const run = vi.fn();
    afterFirstScreen(run, { env: page.env });
    await page.flush();
    const broken = page.picture();
    await page.advance(50);
    await page.frame();
    broken.fire('error');
    await page.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('then waits until the browser has reported no larger paint for a while, where it reports them', async () => {
    const page = fakePage({ complete: true, paints: true });
    const run = vi.fn();
    afterFirstScreen(run, { env: page.env });
    await page.flush();
    await page.advance(50);
    await page.frame();
    await page.advance(LARGEST_PAINT_QUIET_MS - 100);
    page.paint();
    await page.advance(LARGEST_PAINT_QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await page.advance(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts the work after maxWaitMs whatever is still pending, and only once', async () => {
    const page = fakePage({ early: [new Promise<Response>(() => undefined)] });
    const run = vi.fn();
    afterFirstScreen(run, { env: page.env, maxWaitMs: 3000 });
    page.load();
    await page.advance(2999);
    expect(run).not.toHaveBeenCalled();
    await page.advance(1);
    expect(run).toHaveBeenCalledTimes(1);
    await page.advance(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
