import { unstableSetRender } from 'antd';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './shared/i18n/i18n';

// antd 5 renders message/modal/notification through ReactDOM.render, gone in React 19: give it createRoot.
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    host._reactRoot = undefined;
  };
});

// The shell texts of the stored language start loading now; the app waits for them (Suspense).
void initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
