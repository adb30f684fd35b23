import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PULL_THRESHOLD, PullRefresh } from './pull-refresh';

vi.mock('../i18n/use-translation', () => ({ useTranslation: () => ({ t: (k: string) => k }) }));

const touch = (y: number) => ({ touches: [{ clientY: y }] });

/** A list under pull to refresh; returns the box the finger drags. */
function mountList(onRefresh: () => Promise<void>): HTMLElement {
  render(
    <PullRefresh onRefresh={onRefresh}>
      <p>list</p>
    </PullRefresh>,
  );
  return screen.getByTestId('pull-refresh');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('pull to refresh', () => {
  it('pulled past the threshold and let go: says so at each step, refreshes once, then closes', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const box = mountList(onRefresh);
    fireEvent.touchStart(box, touch(100));
    fireEvent.touchMove(box, touch(100 + PULL_THRESHOLD));
    expect(box.textContent).toContain('pull.pulling');
    fireEvent.touchMove(box, touch(100 + PULL_THRESHOLD * 2 + 10));
    expect(box.textContent).toContain('pull.canRelease');
    fireEvent.touchEnd(box);
    expect(box.textContent).toContain('pull.refreshing');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    // A second pull while refreshing does nothing.
    fireEvent.touchStart(box, touch(100));
    fireEvent.touchMove(box, touch(400));
    fireEvent.touchEnd(box);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(box.textContent).toContain('pull.complete');
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(box.textContent).toBe('list');
  });

  it('a short pull or a push up does not refresh', () => {
    const onRefresh = vi.fn(async () => undefined);
    const box = mountList(onRefresh);
    fireEvent.touchStart(box, touch(100));
    fireEvent.touchMove(box, touch(120));
    fireEvent.touchEnd(box);
    fireEvent.touchStart(box, touch(300));
    fireEvent.touchMove(box, touch(100));
    fireEvent.touchEnd(box);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(box.textContent).toBe('list');
  });

  it('not at the top of the page: the pull is the page scrolling, not a refresh', () => {
    const onRefresh = vi.fn(async () => undefined);
    const box = mountList(onRefresh);
    const scroller = document.scrollingElement ?? document.documentElement;
    scroller.scrollTop = 200;
    fireEvent.touchStart(box, touch(100));
    fireEvent.touchMove(box, touch(400));
    fireEvent.touchEnd(box);
    scroller.scrollTop = 0;
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
