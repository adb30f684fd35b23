import './app/antd-react19';
import 'antd-mobile/es/global';
import './styles/theme.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { AntdLocale } from './app/antd-locale';
import { cacheFilesLoadedBeforeControl } from './app/first-control';
import { startLastData } from './app/last-data';
import { linkManifest } from './app/manifest-link';
import { queryClient } from './app/query-client';
import { AppRoutes, preloadRoute } from './app/router';
import { useColorMode } from './features/market/model/color-mode';
import { firstScreenDrawn } from './lib/after-first-screen';
import { preloadToast } from './lib/feedback';
import { startNetworkStatus } from './lib/network-status';
import { startTheme } from './lib/theme';
import { bootSession } from './stores/boot';
import { useSession } from './stores/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

function render(into: HTMLElement) {
  createRoot(into).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AntdLocale>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </AntdLocale>
      </QueryClientProvider>
    </StrictMode>,
  );
}

startTheme();
void useColorMode.persist.rehydrate();
startNetworkStatus();
cacheFilesLoadedBeforeControl();
// The first render waits for the language's shell texts (one small chunk). If they cannot be loaded, the app
// renders anyway: pages then show their retry view, and a retry loads the texts again. The last quotes and
// balances go back into the cache after the session is read (balances are kept per user). The live connection
// (socket.io), the toast's chunk and the web manifest (with the icon Chromium fetches for it) load once the first
// screen is drawn: it paints from HTTP answers, and they would only queue its requests.
// The first render also waits, at most FIRST_PAGE_WAIT_MS, for the opened page's chunk and texts (the boot script
// preloaded them beside the entry): the first paint is then the page itself, not the tab bar around an empty
// page that a second render fills (one render, layout and paint fewer before the page shows).
const FIRST_PAGE_WAIT_MS = 1000;
const firstScreen = firstScreenDrawn();
bootSession()
  .catch(() => undefined)
  .then(() =>
    Promise.race([
      preloadRoute(location.hash, Boolean(useSession.getState().token)),
      new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
    ]),
  )
  .finally(() => {
    startLastData(queryClient);
    render(root);
    // Each in a task of its own: the browser gets a turn between them (together they were one long task).
    void firstScreen.then(() => {
      const later = (step: () => void) => setTimeout(step, 0);
      later(() => void import('./features/market/model/live').then(({ startMarket }) => startMarket(queryClient)));
      later(() => void preloadToast().catch(() => undefined));
      later(linkManifest);
    });
  });
