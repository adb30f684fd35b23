import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { Waiting } from './waiting';

/**
 * The back office's root: the router, once the shell texts of the language are there (react-i18next suspends until
 * then). No antd here: the login screen draws with its own small stylesheet, and antd (its theme, locale and
 * components) comes with the signed-in screens (signed-in.tsx, antd-frame.tsx).
 */
export function App() {
  return (
    <Suspense fallback={<Waiting fill />}>
      <BrowserRouter basename="/admin">
        <AppRoutes />
      </BrowserRouter>
    </Suspense>
  );
}
