/**
 * Turns a schema validation failure into one translated sentence naming the field, e.g. en
 * "id: must be a number", zh "编号：必须是数字". Only the first problem is reported: the client shows a toast.
 */
import type { Lang } from '@app/i18n';
import { isServerKey, type ServerKey, t } from '@app/i18n/server';

type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
};

export function fieldLabel(lang: Lang, path: string[]): string {
  const labelOf = (segment: string) => {
    const key = `field.${segment}`;
    return isServerKey(key) ? t(lang, key) : segment;
  };
  if (path.length === 0) return t(lang, 'field.body');
  return path.map(labelOf).join(' › ');
}

function valueAt(input: unknown, path: string[]): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function reasonOf(issue: ValidationIssue, value: unknown): { key: ServerKey; params?: Record<string, number> } {
  const p = issue.params ?? {};
  const num = (v: unknown) => Number(v);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { key: 'validation.required' };
  }
  switch (issue.keyword) {
    case 'invalid_type':
      switch (p.expected) {
        case 'number':
        case 'bigint':
          return { key: 'validation.number' };
        case 'int':
          return { key: 'validation.integer' };
        case 'string':
          return { key: 'validation.text' };
        case 'boolean':
          return { key: 'validation.boolean' };
        case 'object':
          return { key: 'validation.object' };
        case 'array':
          return { key: 'validation.list' };
        default:
          return { key: 'validation.invalid' };
      }
    case 'too_big':
      return p.origin === 'string'
        ? { key: 'validation.too_long', params: { max: num(p.maximum) } }
        : { key: 'validation.too_big', params: { max: num(p.maximum) } };
    case 'too_small':
      return p.origin === 'string'
        ? { key: 'validation.too_short', params: { min: num(p.minimum) } }
        : { key: 'validation.too_small', params: { min: num(p.minimum) } };
    case 'custom': {
      // A refinement that names its reason: `refine(fn, { params: { key: 'validation.…', …values } })`.
      const custom = (p.params ?? {}) as Record<string, unknown>;
      const key = custom.key;
      if (typeof key === 'string' && isServerKey(key)) {
        const values = Object.fromEntries(
          Object.entries(custom).filter(([k, v]) => k !== 'key' && typeof v === 'number'),
        );
        return { key, params: values as Record<string, number> };
      }
      return { key: 'validation.invalid' };
    }
    case 'invalid_format':
      if (p.format === 'email') return { key: 'validation.email' };
      if (p.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

export function validationMessage(lang: Lang, issue: ValidationIssue, input: unknown): string {
  const path = issue.instancePath.split('/').filter(Boolean);
  const reason = reasonOf(issue, path.length === 0 ? input : valueAt(input, path));
  return t(lang, 'validation.format', { field: fieldLabel(lang, path), reason: t(lang, reason.key, reason.params) });
}
