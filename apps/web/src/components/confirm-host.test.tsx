import { act } from 'react';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadTexts } from '../test/i18n';
import { memoryRouter } from '../test/memory-router';
import { click, renderApp } from '../test/render';
import { confirmAction } from './confirm';
import { ConfirmHost } from './confirm-host';

function Page({ name }: { name: string }) {
  return (
    <>
      <p>{name}</p>
      <Link to="/other" data-testid="go">
        other
      </Link>
      <ConfirmHost />
    </>
  );
}

const sheet = () => document.body.querySelector('[data-testid="confirm-sheet"]');
/**
 * The sheet's code is a lazy chunk: let the import and the render settle, until `done` holds (the first import can
 * take longer than a few ticks on a loaded machine) or two seconds have passed; the assertions after it decide.
 */
async function settle(done: () => boolean = () => false) {
  for (let i = 0; i < 200; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    if (i >= 4 && done()) return;
  }
}

beforeEach(async () => {
  await loadTexts('en');
});

describe('confirmation sheet', () => {
  it('resolves true on confirm and false on cancel', async () => {
    const app = memoryRouter([{ path: '/', element: <Page name="home" /> }], ['/']);
    const { unmount } = renderApp(app.element);
    let answer: boolean | undefined;
    void confirmAction('Sure?').then((v) => {
      answer = v;
    });
    await settle(() => Boolean(sheet()?.textContent?.includes('Sure?')));
    expect(sheet()?.textContent).toContain('Sure?');
    click(document.body.querySelector('[data-testid="confirm-ok"]'));
    await settle(() => answer !== undefined);
    expect(answer).toBe(true);
    expect(sheet()).toBeNull();

    void confirmAction('Again?').then((v) => {
      answer = v;
    });
    await settle(() => Boolean(sheet()?.textContent?.includes('Again?')));
    click(document.body.querySelector('[data-testid="confirm-cancel"]'));
    await settle(() => answer === false);
    expect(answer).toBe(false);
    unmount();
  });

  it('closes, answering false, when the app navigates, so it cannot be confirmed on the next page', async () => {
    const app = memoryRouter(
      [
        { path: '/', element: <Page name="home" /> },
        { path: '/other', element: <Page name="other" /> },
      ],
      ['/'],
    );
    const { container, unmount } = renderApp(app.element);
    let answer: boolean | undefined;
    void confirmAction('Withdraw 1 BTC?').then((v) => {
      answer = v;
    });
    await settle(() => sheet() !== null);
    expect(sheet()).not.toBeNull();
    click(container.querySelector('[data-testid="go"]'));
    await settle(() => answer !== undefined && sheet() === null);
    expect(app.location().pathname).toBe('/other');
    expect(answer).toBe(false);
    expect(sheet()).toBeNull();
    expect(document.body.querySelector('[data-testid="confirm-ok"]')).toBeNull();
    unmount();
  });

  it('answers an older question with false when a new one is asked', async () => {
    const app = memoryRouter([{ path: '/', element: <Page name="home" /> }], ['/']);
    const { unmount } = renderApp(app.element);
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = confirmAction('First?');
      void confirmAction('Second?');
    });
    await expect(first).resolves.toBe(false);
    await settle(() => Boolean(sheet()?.textContent?.includes('Second?')));
    expect(sheet()?.textContent).toContain('Second?');
    click(document.body.querySelector('[data-testid="confirm-cancel"]'));
    await settle(() => sheet() === null);
    expect(sheet()).toBeNull();
    unmount();
  });
});
