import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { TEXT_NAMESPACE } from './text-loader';
import { bindTranslations, useTranslation } from './use-translation';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: TEXT_NAMESPACE,
    ns: [TEXT_NAMESPACE],
    resources: { en: { translation: { hello: 'Hello' } }, th: { translation: { hello: 'สวัสดี' } } },
    initAsync: false,
    showSupportNotice: false,
  });
  bindTranslations(i18n);
  return i18n;
}

const seen: unknown[] = [];
function Text({ k, id }: { k: string; id: string }) {
  const { t } = useTranslation();
  seen.push(t);
  return <span data-testid={id}>{(t as (key: string) => string)(k)}</span>;
}

describe('useTranslation', () => {
  it('shares one t between components and renders again, with a new t, on a language change', async () => {
    const i18n = await instance();
    seen.length = 0;
    render(
      <>
        <Text k="hello" id="a" />
        <Text k="hello" id="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Hello');
    expect(seen[0]).toBe(seen[1]);
    const first = seen[0];

    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByTestId('a').textContent).toBe('สวัสดี');
    expect(screen.getByTestId('b').textContent).toBe('สวัสดี');
    expect(seen.at(-1)).not.toBe(first);
  });

  it('renders again when texts are added (a page loading its catalogue)', async () => {
    const i18n = await instance();
    render(<Text k="wallet.title" id="w" />);
    expect(screen.getByTestId('w').textContent).toBe('wallet.title');
    act(() => {
      i18n.addResourceBundle('en', TEXT_NAMESPACE, { wallet: { title: 'Assets' } }, true, true);
    });
    expect(screen.getByTestId('w').textContent).toBe('Assets');
  });
});
