import { beforeEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_STORAGE_KEY, GREEN, GREEN_FILL, RED, RED_FILL, useColorMode } from './color-mode';

describe('price colour mode', () => {
  beforeEach(() => {
    localStorage.clear();
    useColorMode.getState().setMode('green-up');
  });

  it('is green up by default and swaps the CSS variables when red up', () => {
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-up')).toBe(GREEN);
    expect(style.getPropertyValue('--color-down')).toBe(RED);
    useColorMode.getState().toggle();
    expect(useColorMode.getState().mode).toBe('red-up');
    expect(style.getPropertyValue('--color-up')).toBe(RED);
    expect(style.getPropertyValue('--color-down')).toBe(GREEN);
  });

  it('swaps the fills behind white text with the text colours', () => {
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-up-fill')).toBe(GREEN_FILL);
    expect(style.getPropertyValue('--color-down-fill')).toBe(RED_FILL);
    useColorMode.getState().toggle();
    expect(style.getPropertyValue('--color-up-fill')).toBe(RED_FILL);
    expect(style.getPropertyValue('--color-down-fill')).toBe(GREEN_FILL);
  });

  it('is restored from storage at start-up', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify({ state: { mode: 'red-up' }, version: 1 }));
    await useColorMode.persist.rehydrate();
    expect(useColorMode.getState().mode).toBe('red-up');
    expect(document.documentElement.style.getPropertyValue('--color-up')).toBe(RED);
  });
});
