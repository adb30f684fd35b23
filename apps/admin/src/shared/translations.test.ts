import { describe, expect, it } from 'vitest';
import { cleanTranslations, LINK_PATTERN, langOfFirstError, withEnglish } from './translations';

const FIELDS = ['title', 'abstract', 'content'] as const;

describe('cleanTranslations', () => {
  it('drops untouched and blank-only languages', () => {
    const out = cleanTranslations(
      {
        en: { title: 'Hello', abstract: '', content: '<p>x</p>' },
        zh: { title: '', abstract: '   ', content: undefined },
        jp: {},
        fra: undefined,
      },
      FIELDS,
    );
    expect(Object.keys(out)).toEqual(['en']);
  });

  it('keeps a language filled in any field, with every field present and trimmed', () => {
    const out = cleanTranslations({ en: { title: ' Hi ' }, th: { abstract: '  sawasdee ' } }, FIELDS);
    expect(out).toEqual({
      en: { title: 'Hi', abstract: '', content: '' },
      th: { title: '', abstract: 'sawasdee', content: '' },
    });
  });

  it('orders languages as LANGS does, whatever the form order', () => {
    const out = cleanTranslations({ spa: { title: 'Hola' }, zh: { title: '你好' }, en: { title: 'Hi' } }, FIELDS);
    expect(Object.keys(out)).toEqual(['en', 'zh', 'spa']);
  });

  it('ignores fields outside the list', () => {
    const out = cleanTranslations({ en: { title: 'Hi', extra: 'x' } as never }, ['title'] as const);
    expect(out).toEqual({ en: { title: 'Hi' } });
  });

  it('gives nothing for no translations', () => {
    expect(cleanTranslations(undefined, FIELDS)).toEqual({});
    expect(cleanTranslations({}, FIELDS)).toEqual({});
  });
});

describe('withEnglish', () => {
  it('passes a payload that has English', () => {
    const t = { en: { title: 'Hi' }, zh: { title: '你好' } };
    expect(withEnglish(t)).toBe(t);
  });

  it('refuses a payload without English (an untouched en tab included)', () => {
    expect(() => withEnglish({ zh: { title: '你好' } })).toThrow('The English translation is required');
    expect(() => withEnglish(cleanTranslations({ en: { title: '  ' }, zh: { title: '你好' } }, ['title']))).toThrow();
  });
});

describe('langOfFirstError', () => {
  it('finds the language of the first translation error', () => {
    expect(
      langOfFirstError([
        { name: ['sort'] },
        { name: ['translations', 'zh', 'title'] },
        { name: ['translations', 'en', 'title'] },
      ]),
    ).toBe('zh');
  });

  it('gives undefined when no translation field failed', () => {
    expect(langOfFirstError([{ name: ['image'] }, { name: ['link'] }])).toBeUndefined();
    expect(langOfFirstError([{ name: ['translations', 'xx', 'title'] }])).toBeUndefined();
    expect(langOfFirstError([])).toBeUndefined();
  });
});

describe('LINK_PATTERN', () => {
  it.each(['', '/static/a.png', '/news/1?x=2', 'http://example.com', 'https://example.com/a?b=1'])('accepts %j', (v) =>
    expect(LINK_PATTERN.test(v)).toBe(true),
  );
  it.each(['static/a.png', 'ftp://x', 'javascript:alert(1)', 'https://', '/a b', 'https://a b'])('refuses %j', (v) =>
    expect(LINK_PATTERN.test(v)).toBe(false),
  );
});
