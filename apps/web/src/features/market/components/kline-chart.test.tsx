import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KlineCandle } from '../api/types';

const kline = vi.hoisted(() => ({ data: undefined as KlineCandle[] | undefined }));
const core = vi.hoisted(() => ({ loaded: 0, draw: vi.fn() }));

vi.mock('../api/get-kline', () => ({
  useKline: () => ({ data: kline.data, isPending: !kline.data, isError: false, refetch: vi.fn() }),
}));
vi.mock('../model/kline-feed', () => ({ useKlineFeed: () => undefined }));
vi.mock('../../../i18n/use-translation', () => ({ useTranslation: () => ({ t: (k: string) => k }) }));
vi.mock('./chart-core', () => {
  core.loaded++;
  return {
    warmTickFormats: () => Promise.resolve(),
    createKlineChart: () => ({
      draw: core.draw,
      setColors: vi.fn(),
      setIndicators: vi.fn(),
      setTheme: vi.fn(),
      remove: vi.fn(),
    }),
  };
});

const { KlineChart } = await import('./kline-chart');

const candles: KlineCandle[] = [
  { time: 1_700_000_000, open: '1', high: '2', low: '0.5', close: '1.5', vol: '10' } as unknown as KlineCandle,
];

function chart() {
  return (
    <KlineChart symbol="BTC/USDT" period="15min" precision={2} volumeDecimals={4} full={false} onFullChange={vi.fn()} />
  );
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('KlineChart', () => {
  afterEach(() => {
    kline.data = undefined;
    core.draw.mockClear();
  });

  it('asks for the chart library only once the candles are in and painted, then draws them', async () => {
    const view = render(chart());
    await act(frame);
    await act(frame);
    expect(core.loaded).toBe(0);

    kline.data = candles;
    view.rerender(chart());
    await act(frame);
    await act(frame);
    await act(frame);
    expect(core.loaded).toBe(1);
    expect(core.draw).toHaveBeenCalledWith(candles, expect.any(String));
  });
});
