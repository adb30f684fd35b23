import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPage, type PageLoader, preloadPage } from './lazy-page';

vi.mock('../components/error-state', () => ({ ErrorState: () => <p>error</p> }));
vi.mock('../components/page-loading', () => ({ PageLoading: () => <p>loading</p> }));
vi.mock('../i18n/i18n', () => ({ texts: { loadTexts: vi.fn(async () => undefined) } }));

const Detail = () => <p>detail</p>;
const Login = () => <p>login</p>;
const Flaky = () => <p>flaky</p>;
const pageOf = (Page: () => React.JSX.Element): PageLoader => vi.fn(async () => ({ default: Page }));

afterEach(cleanup);

describe('a page loaded before the first render', () => {
  it('renders in the first render, without the loading view, and is not imported again', async () => {
    const detail = pageOf(Detail);
    await preloadPage(detail);
    render(<LazyPage loader={detail} />);
    expect(screen.getByText('detail')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(detail).toHaveBeenCalledOnce();
  });

  it('gives way to the next page when the router keeps the same component for another route', async () => {
    const detail = pageOf(Detail);
    const login = pageOf(Login);
    await preloadPage(detail);
    const view = render(<LazyPage loader={detail} />);
    expect(screen.getByText('detail')).toBeTruthy();
    view.rerender(<LazyPage loader={login} />);
    await act(async () => undefined);
    expect(await screen.findByText('login')).toBeTruthy();
    expect(screen.queryByText('detail')).toBeNull();
  });

  it('resolves when the page fails to load, and a later load imports it again', async () => {
    let fail = true;
    const flaky: PageLoader = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Flaky };
    });
    await expect(preloadPage(flaky)).resolves.toBeUndefined();
    fail = false;
    render(<LazyPage loader={flaky} />);
    expect(await screen.findByText('flaky')).toBeTruthy();
    expect(flaky).toHaveBeenCalledTimes(2);
  });
});
