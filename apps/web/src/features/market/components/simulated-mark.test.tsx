import { afterEach, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { renderApp } from '../../../test/render';
import { LeverTicker } from '../../contracts/components/lever-ticker';
import { makePair } from '../../contracts/model/test-positions';
import { SimulatedMark } from './simulated-mark';

let unmount = () => {};
afterEach(() => unmount());

function mount(node: React.ReactNode) {
  const router = memoryRouter([{ path: '/', element: node }], ['/']);
  const r = renderApp(router.element);
  unmount = r.unmount;
  return () => r.container.querySelector('[data-testid="simulated-mark"]');
}

describe('the simulated price mark', () => {
  it('says so, translated, beside a simulated price', async () => {
    await loadTexts('en', ['market']);
    const mark = mount(<SimulatedMark simulated />)();
    expect(mark?.textContent).toBe('Simulated price');
    expect(mark?.getAttribute('title')).toContain('simulator');
    unmount();
    await loadTexts('fra', ['market']);
    expect(mount(<SimulatedMark simulated />)()?.textContent).toBe('Prix simulé');
  });

  it('is absent for a real price, and while none is known', async () => {
    await loadTexts('en', ['market']);
    expect(mount(<SimulatedMark simulated={false} />)()).toBeNull();
    unmount();
    expect(mount(<SimulatedMark simulated={undefined} />)()).toBeNull();
  });

  it('shows in a trade screen’s price header (the contracts ticker)', async () => {
    await loadTexts('en', ['market', 'contracts']);
    const pair = makePair();
    const simulated = mount(<LeverTicker pair={pair} last="65000" change="0.5" simulated />)();
    expect(simulated?.textContent).toBe('Simulated price');
    unmount();
    expect(mount(<LeverTicker pair={pair} last="65000" change="0.5" simulated={false} />)()).toBeNull();
  });
});
