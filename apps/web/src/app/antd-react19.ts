import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile 5 renders Toast and Dialog imperatively with the React 18 API; React 19 needs createRoot
// (https://mobile.ant.design/guide/v5-for-19).
type Container = (Element | DocumentFragment) & { __reactRoot?: Root };

unstableSetRender((node, container: Container) => {
  container.__reactRoot ??= createRoot(container);
  const root = container.__reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    container.__reactRoot = undefined;
  };
});
