import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const slides = [1, 2, 3].map((n) => ({ key: n, content: <span>slide {n}</span> }));

/** jsdom has no layout: give the track a width and record where it is asked to scroll. */
function track(width = 300) {
  const el = screen.getByTestId('carousel-track');
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: width });
  const scrolls: number[] = [];
  el.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push(options.left ?? 0);
    el.scrollLeft = options.left ?? 0;
  }) as typeof el.scrollTo;
  return { el, scrolls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('carousel', () => {
  it('advances every interval and goes back to the first after the last', async () => {
    render(<Carousel slides={slides} interval={1000} />);
    const { scrolls } = track();
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(scrolls).toEqual([300, 600, 0]);
  });

  it('stands still while touched, and with one slide', async () => {
    const { unmount } = render(<Carousel slides={slides} interval={1000} />);
    const { el, scrolls } = track();
    el.dispatchEvent(new Event('touchstart'));
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(scrolls).toEqual([]);
    el.dispatchEvent(new Event('touchend'));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(scrolls).toEqual([300]);
    unmount();

    render(<Carousel slides={slides.slice(0, 1)} interval={1000} />);
    const single = track();
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(single.scrolls).toEqual([]);
    expect(document.querySelector('.carousel-dots')).toBeNull();
  });

  it('marks the dot of the slide scrolled to', () => {
    render(<Carousel slides={slides} interval={1000} />);
    const { el } = track();
    el.scrollLeft = 600;
    act(() => {
      el.dispatchEvent(new Event('scroll'));
    });
    const dots = [...document.querySelectorAll('.carousel-dot')];
    expect(dots.map((d) => d.classList.contains('carousel-dot-active'))).toEqual([false, false, true]);
  });
});
