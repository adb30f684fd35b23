import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, renderApp } from '../test/render';
import { useDebouncedTap } from './use-debounced-tap';

function Tapper({ onTap }: { onTap: () => void }) {
  const tap = useDebouncedTap(onTap);
  return (
    <button type="button" onClick={tap}>
      go
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedTap', () => {
  it('runs the first tap and drops taps within 500 ms', () => {
    const onTap = vi.fn();
    const { container, unmount } = renderApp(<Tapper onTap={onTap} />);
    const button = container.querySelector('button');
    click(button);
    click(button);
    act(() => vi.advanceTimersByTime(499));
    click(button);
    expect(onTap).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    click(button);
    expect(onTap).toHaveBeenCalledTimes(2);
    unmount();
  });
});
