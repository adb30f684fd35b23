import './app/antd-react19';
import 'antd-mobile/es/global';
import './styles/theme.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AntdLocale } from './app/antd-locale';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { startMarket } from './features/market/model/live';
import { bootSession } from './stores/boot';

bootSession();
startMarket(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AntdLocale>
        <RouterProvider router={router} />
      </AntdLocale>
    </QueryClientProvider>
  </StrictMode>,
);
