// Reads one run's JSON report and unhandled-error record from disk for scripts/results.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { countRun, recordPathFor } from './results.mjs';

export function readRun(reportPath) {
  return countRun(readJson(reportPath), readJson(recordPathFor(reportPath)), basename(reportPath, '.json'));
}

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    // A half-written file is as good as none: countRun counts it as a failure.
    return null;
  }
}
