import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** How far the finger must pull (after damping) before letting go refreshes, and the head's height meanwhile. */
export const PULL_THRESHOLD = 60;
const HEAD_HEIGHT = 40;
const MAX_PULL = 120;
const COMPLETE_MS = 500;

type Phase = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The nearest scrolling ancestor, or the document's scroller. */
function scrollParent(el: HTMLElement | null): Element {
  for (let node = el?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * Pull down at the top of a list to refresh it (spec §2's lists): the head shows "pull", "release", "refreshing"
 * and "done" in the UI language. Our own instead of antd-mobile's, which brought a gesture and an animation library
 * (about 20 KB gzip) into every first screen for this one movement.
 */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [pull, setPull] = useState(0);
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let startY: number | null = null;
    let distance = 0;
    let busy = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onStart = (e: TouchEvent) => {
      if (busy || e.touches.length !== 1 || scrollParent(el).scrollTop > 0) return;
      startY = e.touches[0]?.clientY ?? null;
      distance = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = (e.touches[0]?.clientY ?? startY) - startY;
      if (dy <= 0) {
        if (distance > 0) setPull(0);
        distance = 0;
        setPhase('idle');
        return;
      }
      // The page does not scroll or bounce while the head is being pulled.
      if (e.cancelable) e.preventDefault();
      distance = Math.min(MAX_PULL, dy * 0.5);
      setPull(distance);
      setPhase(distance >= PULL_THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = async () => {
      if (startY === null) return;
      startY = null;
      if (distance < PULL_THRESHOLD) {
        setPull(0);
        setPhase('idle');
        return;
      }
      busy = true;
      setPhase('refreshing');
      setPull(HEAD_HEIGHT);
      try {
        await refreshRef.current();
      } catch {
        // The list shows its own error state; the head just closes.
      }
      setPhase('complete');
      timer = setTimeout(() => {
        busy = false;
        setPull(0);
        setPhase('idle');
      }, COMPLETE_MS);
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      clearTimeout(timer);
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text =
    phase === 'pulling'
      ? t('pull.pulling')
      : phase === 'canRelease'
        ? t('pull.canRelease')
        : phase === 'refreshing'
          ? t('pull.refreshing')
          : phase === 'complete'
            ? t('pull.complete')
            : '';
  const dragging = phase === 'pulling' || phase === 'canRelease';
  return (
    <div className="pull-refresh" ref={box} data-testid="pull-refresh">
      <div
        className={dragging ? 'pull-refresh-head' : 'pull-refresh-head pull-refresh-settle'}
        style={{ height: pull }}
        aria-live="polite"
      >
        <span className="pull-refresh-text">{text}</span>
      </div>
      {children}
    </div>
  );
}
