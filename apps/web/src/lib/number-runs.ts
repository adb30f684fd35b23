/**
 * A message cut into text and number runs, so each number (with a sign, separators and a unit glued on by a
 * no-break space) can sit in a `white-space: nowrap` span: antd-mobile's toast breaks words anywhere
 * (`word-break: break-all`), which split '10,000.000000' over two lines.
 */
export type Run = { text: string; number: boolean };

// Digits with the separators of every language (',' '.' and the no-break spaces), optional sign and '%'.
const NUMBER = /[-+≈]?\d[\d,.\u00a0\u202f]*\d%?|[-+≈]?\d%?/g;

export function numberRuns(message: string): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const m of message.matchAll(NUMBER)) {
    const start = m.index ?? 0;
    if (start > last) runs.push({ text: message.slice(last, start), number: false });
    runs.push({ text: m[0], number: true });
    last = start + m[0].length;
  }
  if (last < message.length) runs.push({ text: message.slice(last), number: false });
  return runs;
}
