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

/** `coveredBy`: what a tap on the target's centre would hit instead (a control hidden under another element). */
export type Target = { name: string; width: number; height: number; coveredBy?: string };

/** The targets smaller than `min` in either dimension or covered by something else, one line each. */
export function describeTargetProblems(targets: readonly Target[], min = MIN_TARGET): string[] {
  return targets.flatMap((t) => [
    ...(t.width < min || t.height < min ? [`${t.name}: ${Math.round(t.width)}×${Math.round(t.height)}`] : []),
    ...(t.coveredBy ? [`${t.name}: covered by ${t.coveredBy}`] : []),
  ]);
}

/**
 * Every visible interactive element's box on the page. Left out: links inside running text (WCAG 2.5.5's inline
 * exception), a control marked `data-tap-equivalent="<testid>"` while that full-size control is on the page (the
 * equivalent exception: an order book row fills the price field), disabled controls, and controls behind the page (aria-hidden, inert, or off the viewport sideways
 * such as a carousel's other slides). An input counts with its <label> or antd-mobile's input wrapper, which are
 * part of its hit area. A target whose centre is in the viewport but under another element is reported as covered,
 * unless what covers it is fixed to the screen (the tab bar, a pop-up card): scrolling moves the target out from
 * under those.
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
    const isFixed = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return true;
      return false;
    };
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const aria = el.getAttribute('aria-label');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}${cls ? ` .${cls}` : ''}> ${aria ?? text}`;
    };
    const out: Array<{ name: string; width: number; height: number; coveredBy?: string }> = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (el.closest('[aria-hidden=true],[inert]')) continue;
      if ((el as HTMLButtonElement).disabled) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || style.pointerEvents === 'none') continue;
      let box = el.getBoundingClientRect();
      let area: Element = el;
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
        if (wrap) {
          box = wrap.getBoundingClientRect();
          area = wrap;
        }
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      let coveredBy: string | undefined;
      if (x >= 0 && x < window.innerWidth && y >= 0 && y < window.innerHeight) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !area.contains(hit) && !el.contains(hit) && !isFixed(hit)) coveredBy = describe(hit);
      }
      out.push({ name: describe(el), width: box.width, height: box.height, ...(coveredBy ? { coveredBy } : {}) });
    }
    return out;
  });
}

/** Throws naming every interactive element smaller than 44 px either way or covered by another element. */
export async function expectTapTargets(page: Page, label: string): Promise<void> {
  const bad = describeTargetProblems(await measureTargets(page));
  if (bad.length)
    throw new Error(`${label}: ${bad.length} tap targets under ${MIN_TARGET} px or covered\n${bad.join('\n')}`);
}
