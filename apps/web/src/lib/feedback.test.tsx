import { render } from '@testing-library/react';
import Toast from 'antd-mobile/es/components/toast';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideLoading, showLoading, showToast } from './feedback';

vi.mock('antd-mobile/es/components/toast', () => ({ default: { show: vi.fn(), clear: vi.fn() } }));

const shown = (): ReactNode => {
  const props = vi.mocked(Toast.show).mock.calls.at(-1)?.[0];
  return typeof props === 'object' ? props.content : props;
};

/** The Toast module is imported on first use: let that import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showToast', () => {
  afterEach(() => {
    vi.mocked(Toast.show).mockClear();
    vi.mocked(Toast.clear).mockClear();
  });

  it('puts every number of the message in a nowrap span', async () => {
    showToast('Exchanged: you receive 10,000.000000 USDT');
    await settle();
    const { container } = render(<p>{shown()}</p>);
    expect(container.textContent).toBe('Exchanged: you receive 10,000.000000 USDT');
    expect([...container.querySelectorAll('span.num')].map((s) => s.textContent)).toEqual(['10,000.000000']);
  });

  it('passes a message without numbers as it is', async () => {
    showToast('Saved');
    await settle();
    expect(shown()).toBe('Saved');
  });

  it('a loading indicator hidden before the module came is never shown', async () => {
    showLoading();
    hideLoading();
    await settle();
    expect(Toast.show).not.toHaveBeenCalled();
    showLoading();
    await settle();
    expect(Toast.show).toHaveBeenCalledTimes(1);
    hideLoading();
    await settle();
    // Once for the first hide (harmless with nothing shown), once for this one.
    expect(Toast.clear).toHaveBeenCalledTimes(2);
  });
});
