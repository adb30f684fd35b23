import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Slides side by side that the finger swipes through (CSS scroll snap does the physics), advancing by themselves
 * every `interval` ms while more than one is shown, the page is visible, nobody is touching them and the system
 * does not ask for reduced motion. From the last slide it goes back to the first. Our own instead of
 * antd-mobile's Swiper, which brought a gesture and an animation library into the home screen's first load.
 */
export type Slide = { key: string | number; content: ReactNode };

export function Carousel({ slides, interval = 4000 }: { slides: Slide[]; interval?: number }) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = slides.length;

  useEffect(() => {
    const el = track.current;
    if (!el || count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let touching = false;
    const hold = () => {
      touching = true;
    };
    const release = () => {
      touching = false;
    };
    const timer = setInterval(() => {
      if (touching || document.visibilityState === 'hidden' || el.clientWidth === 0) return;
      const current = Math.round(el.scrollLeft / el.clientWidth);
      const next = (current + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, interval);
    el.addEventListener('touchstart', hold, { passive: true });
    el.addEventListener('touchend', release);
    el.addEventListener('touchcancel', release);
    return () => {
      clearInterval(timer);
      el.removeEventListener('touchstart', hold);
      el.removeEventListener('touchend', release);
      el.removeEventListener('touchcancel', release);
    };
  }, [count, interval]);

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth)));
  };

  return (
    <div className="carousel">
      <div className="carousel-track" ref={track} onScroll={onScroll} data-testid="carousel-track">
        {slides.map((slide) => (
          <div className="carousel-slide" key={slide.key}>
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel-dots" aria-hidden="true">
          {slides.map((slide, i) => (
            <span key={slide.key} className={i === index ? 'carousel-dot carousel-dot-active' : 'carousel-dot'} />
          ))}
        </div>
      )}
    </div>
  );
}
