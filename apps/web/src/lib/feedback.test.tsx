import { render } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from './feedback';

vi.mock('antd-mobile', () => ({ Toast: { show: vi.fn(), clear: vi.fn() } }));

const shown = (): ReactNode => {
  const props = vi.mocked(Toast.show).mock.calls.at(-1)?.[0];
  return typeof props === 'object' ? props.content : props;
};

describe('showToast', () => {
  afterEach(() => vi.mocked(Toast.show).mockClear());

  it('puts every number of the message in a nowrap span', () => {
    showToast('Exchanged: you receive 10,000.000000 USDT');
    const { container } = render(<p>{shown()}</p>);
    expect(container.textContent).toBe('Exchanged: you receive 10,000.000000 USDT');
    expect([...container.querySelectorAll('span.num')].map((s) => s.textContent)).toEqual(['10,000.000000']);
  });

  it('passes a message without numbers as it is', () => {
    showToast('Saved');
    expect(shown()).toBe('Saved');
  });
});
