/**
 * JSON bodies never round a number (issue 29): JSON.parse reads 9007199254740993 as 9007199254740992 and
 * 0.30000000000000001 as 0.3, and a route that turns the number back into a decimal string would then move money
 * the user did not send. Every number literal of the raw body is compared with what it parses to; one that does
 * not read back as the same decimal is refused as a translated field error naming where it stood, asking for the
 * value as text. Everything else is Fastify's own parser (prototype-poisoning checks, empty and malformed bodies).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

type Token = { start: number; end: number };

/** The number literals of a JSON text (outside strings) that a JavaScript number does not hold exactly. */
export function inexactNumbers(text: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92 /* \ */) i++;
      continue;
    }
    if (c !== 45 /* - */ && (c < 48 || c > 57)) continue;
    const m = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    m.lastIndex = i;
    const found = m.exec(text);
    if (!found) continue;
    const literal = found[0];
    if (!readsBackExactly(literal)) out.push({ start: i, end: i + literal.length });
    i += literal.length - 1;
  }
  return out;
}

/** Whether the literal and the number it parses to denote the same decimal value. */
export function readsBackExactly(literal: string): boolean {
  const n = Number(literal);
  return Number.isFinite(n) && canonical(literal) === canonical(String(n));
}

/** sign, significant digits and exponent: `-12.50e1` → `-125e0`, `0.000` → `0`. */
function canonical(literal: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (!m) return literal;
  const fraction = m[3] ?? '';
  let digits = `${m[2]}${fraction}`.replace(/^0+/, '');
  if (digits === '') return '0';
  let exponent = Number(m[4] ?? '0') - fraction.length;
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - zeros);
  exponent += zeros;
  return `${m[1]}${digits}e${exponent}`;
}

const MARK = '\u0000inexact-number';

/** Where the first marked value sits in the parsed body, as the field path the envelope names. */
function pathOf(value: unknown, path: string[] = []): string[] | null {
  if (value === MARK) return path;
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const found = pathOf(v, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export function registerExactJson(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => {
      const text = String(body);
      const inexact = inexactNumbers(text);
      if (inexact.length === 0) return parse(request, text, done);
      // The first offending literal becomes a marker string, so the parsed body tells which field it was.
      const first = inexact[0]!;
      const marked = `${text.slice(0, first.start)}${JSON.stringify(MARK)}${text.slice(first.end)}`;
      parse(request, marked, (error, value) => {
        if (error) return done(error);
        done(AppError.invalid((pathOf(value) ?? ['body']).join('.'), 'validation.inexact_number'));
      });
    },
  );
}
