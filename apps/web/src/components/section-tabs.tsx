/**
 * A row of tabs: the page's sections (market categories, order lists, accounts). Our own rather than antd-mobile's
 * Tabs, which brings its animation library (react-spring, 22 KB gzip over four chunks) onto the market, trade and
 * assets first screens for a sliding underline. The underline here is the active tab's border; styles in
 * styles/theme.css (`.section-tabs`), so they come with the shell and do not depend on which page loaded first.
 *
 * A WAI-ARIA tablist with automatic activation: arrows, Home and End move to a tab and select it; only the
 * selected tab is in the Tab order.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

export type TabItem<K extends string> = { key: K; title: ReactNode; testId?: string };

type Props<K extends string> = {
  items: readonly TabItem<K>[];
  activeKey: K | undefined;
  onChange: (key: K) => void;
  className?: string;
  /** The tablist's accessible name, when the page has no heading that names it. */
  label?: string;
};

export function SectionTabs<K extends string>({ items, activeKey, onChange, className, label }: Props<K>) {
  const list = useRef<HTMLDivElement>(null);
  const active = items.findIndex((i) => i.key === activeKey);

  // A selected tab scrolled out of a long row (a narrow screen, a long language) is brought into view.
  useEffect(() => {
    const tab = list.current?.children[active];
    if (tab instanceof HTMLElement && list.current && list.current.scrollWidth > list.current.clientWidth) {
      list.current.scrollLeft = tab.offsetLeft - (list.current.clientWidth - tab.offsetWidth) / 2;
    }
  }, [active]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const from = Math.max(active, 0);
    const to =
      e.key === 'ArrowRight'
        ? (from + 1) % items.length
        : e.key === 'ArrowLeft'
          ? (from - 1 + items.length) % items.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? items.length - 1
              : -1;
    const item = items[to];
    if (!item) return;
    e.preventDefault();
    onChange(item.key);
    (list.current?.children[to] as HTMLElement | undefined)?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={className ? `section-tabs ${className}` : 'section-tabs'}
      onKeyDown={onKeyDown}
    >
      {items.map((item, i) => {
        const selected = i === active;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected || (active < 0 && i === 0) ? 0 : -1}
            className={selected ? 'section-tab section-tab-active' : 'section-tab'}
            data-testid={item.testId}
            onClick={() => onChange(item.key)}
          >
            <span className="section-tab-title">{item.title}</span>
          </button>
        );
      })}
    </div>
  );
}
