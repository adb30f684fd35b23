import type { Lang } from '@app/i18n';
import { ADMIN_TEXTS } from '@app/i18n/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { ago, type DurationTexts, formatDuration } from './duration';

let en: DurationTexts;
let zh: DurationTexts;
let fra: DurationTexts;

const unitsOf = (lang: Lang) => ADMIN_TEXTS.admin[lang]().then((texts) => texts.duration);

beforeAll(async () => {
  [en, zh, fra] = await Promise.all([unitsOf('en'), unitsOf('zh'), unitsOf('fra')]);
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [-5, '0 s'],
    [850, '850 ms'],
    [12_500, '12.5 s'],
    [200_000, '3 min 20 s'],
    [7_500_000, '2 h 5 min'],
  ])('%i ms → %s', (ms, text) => expect(formatDuration(ms, en)).toBe(text));

  it('says never for a job that has not run', () => {
    expect(ago(null, 10, en)).toBe('never');
    expect(ago(1000, 4000, en)).toBe('3 s ago');
  });

  it("speaks the operator's language", () => {
    expect(formatDuration(200_000, zh)).toBe('3 分 20 秒');
    expect(ago(1000, 4000, zh)).toBe('3 秒前');
    expect(ago(1000, 4000, fra)).toBe('il y a 3 s');
    expect(ago(null, 10, zh)).toBe('从未');
  });
});
