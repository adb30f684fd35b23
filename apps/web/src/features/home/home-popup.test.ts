import { beforeEach, describe, expect, it } from 'vitest';
import { rememberPop, shouldShowPop } from './home-popup';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('home pop-up', () => {
  it('shows a pop-up once per session, and never again after it is dismissed', () => {
    expect(shouldShowPop(null)).toBe(false);
    expect(shouldShowPop({ id: 3 })).toBe(true);
    rememberPop({ id: 3 }, false);
    expect(shouldShowPop({ id: 3 })).toBe(false);
    sessionStorage.clear(); // a new session
    expect(shouldShowPop({ id: 3 })).toBe(true);
    rememberPop({ id: 3 }, true);
    sessionStorage.clear();
    expect(shouldShowPop({ id: 3 })).toBe(false);
    expect(shouldShowPop({ id: 4 })).toBe(true);
  });
});
