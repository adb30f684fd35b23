/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA: the level issue 11 asks for. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The smallest tap target, in CSS px, either way (Apple's HIG and WCAG 2.5.5). */
export const MIN_TARGET = 44;

type AxeViolation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
};

/** Serious and critical violations only, one line each: id, help and the offending nodes' selectors. */
export function describeViolations(violations: readonly AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')}`);
}

/** Runs axe on the page as it is now and throws listing every serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  const lines = describeViolations(result.violations);
  if (lines.length) throw new Error(`${label}: ${lines.length} serious/critical a11y violations\n${lines.join('\n')}`);
}

export type Target = { name: string; width: number; height: number };

/** The targets smaller than `min` in either dimension, one line each. */
export function describeSmallTargets(targets: readonly Target[], min = MIN_TARGET): string[] {
  return targets
    .filter((t) => t.width < min || t.height < min)
    .map((t) => `${t.name}: ${Math.round(t.width)}×${Math.round(t.height)}`);
}

/**
 * Every visible interactive element's box on the page. Left out: links inside running text (WCAG 2.5.5's inline
 * exception), a control marked `data-tap-equivalent="<testid>"` while that full-size control is on the page (the
 * equivalent exception: an order book row fills the price field), disabled controls, and controls behind the page (aria-hidden, inert, or off the viewport sideways
 * such as a carousel's other slides). An input counts with its <label> or antd-mobile's input wrapper, which are
 * part of its hit area.
 */
export async function measureTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=link]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=radio]',
      '[role=menuitem]',
      '[role=option]',
    ].join(',');
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const aria = el.getAttribute('aria-label');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}${cls ? ` .${cls}` : ''}> ${aria ?? text}`;
    };
    const out: Array<{ name: string; width: number; height: number }> = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (el.closest('[aria-hidden=true],[inert]')) continue;
      if ((el as HTMLButtonElement).disabled) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || style.pointerEvents === 'none') continue;
      let box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= 0 || box.left >= window.innerWidth) continue;
      const equivalent = el.getAttribute('data-tap-equivalent');
      if (equivalent && document.querySelector(`[data-testid="${equivalent}"]`)) continue;
      // Inline text links inside a sentence are exempt.
      if (el.tagName === 'A' && el.closest('p') && style.display === 'inline') continue;
      if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') {
        const input = el as HTMLInputElement;
        // A hidden native input behind a styled control (a checkbox drawn by the library) is measured by its control.
        if (style.opacity === '0' || input.type === 'file') continue;
        const wrap = input.labels?.[0] ?? el.closest('.adm-input, .adm-text-area, .adm-search-bar-input-box');
        if (wrap) box = wrap.getBoundingClientRect();
      }
      out.push({ name: describe(el), width: box.width, height: box.height });
    }
    return out;
  });
}

/** Throws naming every interactive element smaller than 44 px either way. */
export async function expectTapTargets(page: Page, label: string): Promise<void> {
  const small = describeSmallTargets(await measureTargets(page));
  if (small.length)
    throw new Error(`${label}: ${small.length} tap targets under ${MIN_TARGET} px\n${small.join('\n')}`);
}
