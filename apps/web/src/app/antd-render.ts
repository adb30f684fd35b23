import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __reactRoot?: Root };

/**
 * How antd-mobile's Toast and Dialog mount and unmount their imperative trees: with createRoot, once per container
 * (https://mobile.ant.design/guide/v5-for-19). It also stands in for antd-mobile's own default (rc-util's
 * React/render, wired by vite.config.ts), which was never called once ours was set and brought Babel's CommonJS
 * helpers and regenerator runtime (about 11 KB) into the first screen.
 */
export function render(node: ReactElement, container: Container): void {
  container.__reactRoot ??= createRoot(container);
  container.__reactRoot.render(node);
}

export async function unmount(container: Container): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  container.__reactRoot?.unmount();
  container.__reactRoot = undefined;
}
