import { unstableSetRender } from 'antd-mobile';
import { render, unmount } from './antd-render';

// antd-mobile 5 renders Toast and Dialog imperatively with the React 18 API; React 19 needs createRoot.
unstableSetRender((node, container) => {
  render(node, container);
  return () => unmount(container);
});
