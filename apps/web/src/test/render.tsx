import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// @testing-library/react lives at the repository root and resolves the root's React 18, while this app runs
// React 19 from apps/web/node_modules; rendering with this app's own react-dom keeps one React in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function renderApp(node: ReactNode): { container: HTMLElement; root: Root; unmount: () => void } {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(node));
  return {
    container,
    root,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export function click(element: Element | null): void {
  if (!element) throw new Error('no element to click');
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}
