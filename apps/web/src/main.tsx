import './app/antd-react19';
import 'antd-mobile/es/global';
import './styles/theme.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AntdLocale } from './app/antd-locale';
import { cacheFilesLoadedBeforeControl } from './app/first-control';
import { startLastData } from './app/last-data';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { startMarket } from './features/market/model/live';
import { startNetworkStatus } from './lib/network-status';
import { bootSession } from './stores/boot';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

function render(into: HTMLElement) {
  createRoot(into).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AntdLocale>
          <RouterProvider router={router} />
        </AntdLocale>
      </QueryClientProvider>
    </StrictMode>,
  );
}

startNetworkStatus();
cacheFilesLoadedBeforeControl();
startMarket(queryClient);
// The first render waits for the language's shell texts (one small chunk). If they cannot be loaded, the app
// renders anyway: pages then show their retry view, and a retry loads the texts again.
// The last quotes and balances go back into the cache after the session is read (balances are kept per user).
bootSession()
  .catch(() => undefined)
  .finally(() => {
    startLastData(queryClient);
    render(root);
  });
