import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionTabs } from './section-tabs';

afterEach(cleanup);

type Key = 'current' | 'history' | 'trades';
const ITEMS = [
  { key: 'current', title: 'Open orders', testId: 'tab-current' },
  { key: 'history', title: 'History', testId: 'tab-history' },
  { key: 'trades', title: 'Recent trades', testId: 'tab-trades' },
] as const;

function Harness({ onChange, start = 'current' }: { onChange?: (k: Key) => void; start?: Key }) {
  const [tab, setTab] = useState<Key>(start);
  return (
    <SectionTabs
      label="Orders"
      className="trade-tabs"
      activeKey={tab}
      onChange={(k) => {
        onChange?.(k);
        setTab(k);
      }}
      items={ITEMS}
    />
  );
}

const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe('section tabs', () => {
  it('is a named tablist with one selected tab, the only one in the Tab order', () => {
    render(<Harness start="history" />);
    const list = screen.getByRole('tablist', { name: 'Orders' });
    expect(list.className).toBe('section-tabs trade-tabs');
    expect(selected().map((t) => t.textContent)).toEqual(['History']);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByTestId('tab-history').className).toContain('section-tab-active');
  });

  it('a tap selects the tab and says so once', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByTestId('tab-trades'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('trades');
    expect(selected().map((t) => t.textContent)).toEqual(['Recent trades']);
  });

  it('arrows wrap round, Home and End go to the ends, and focus follows the selection', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()[0]?.textContent).toBe('Recent trades');
    expect(document.activeElement).toBe(screen.getByTestId('tab-trades'));
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()[0]?.textContent).toBe('Open orders');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()[0]?.textContent).toBe('Recent trades');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()[0]?.textContent).toBe('Open orders');
    expect(document.activeElement).toBe(screen.getByTestId('tab-current'));
  });

  it('other keys are left to the page', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with nothing selected yet (accounts still loading), the first tab takes the Tab key', () => {
    render(<SectionTabs activeKey={undefined} onChange={() => undefined} items={ITEMS} />);
    expect(selected()).toEqual([]);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});
