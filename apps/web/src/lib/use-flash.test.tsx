import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { FLASH_MS, moveOf, useFlash } from './use-flash';

function Price({ value }: { value: string }) {
  return (
    <span data-testid="p" className={useFlash(value)}>
      {value}
    </span>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('price flash', () => {
  it('compares as decimals, not floats or text', () => {
    expect(moveOf('9.99', '10.00')).toBe('up');
    expect(moveOf('0.30000000000000001', '0.3')).toBe('down');
    expect(moveOf('1.50', '1.5')).toBeNull();
    expect(moveOf('--', '1')).toBeNull();
  });

  it('flashes the way the price moved, then stops; the first value does not flash', () => {
    const view = renderApp(<Price value="100" />);
    const el = () => view.container.querySelector('[data-testid="p"]');
    expect(el()?.className).toBe('');
    act(() => view.root.render(<Price value="101" />));
    expect(el()?.className).toBe('flash-up');
    act(() => vi.advanceTimersByTime(FLASH_MS));
    expect(el()?.className).toBe('');
    act(() => view.root.render(<Price value="99.5" />));
    expect(el()?.className).toBe('flash-down');
    view.unmount();
  });
});
