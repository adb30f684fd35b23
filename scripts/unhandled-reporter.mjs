// Vitest reporter for what the JSON report leaves out: errors thrown outside any test (a timer firing after its
// test ended, a rejected promise nobody awaited), a run that was interrupted, and workers that did not exit.
// Vitest's JSON report says `success: true` for such a run, so `scripts/results.mjs` reads this record too.
// The record goes to the path in TEST_UNHANDLED_FILE (set by scripts/test.mjs); without it the reporter is inert.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export default class UnhandledReporter {
  file = process.env.TEST_UNHANDLED_FILE;
  record = { reason: 'interrupted', processTimeout: false, unhandledErrors: [] };

  onTestRunEnd(_modules, unhandledErrors, reason) {
    this.record.reason = reason;
    this.record.unhandledErrors = unhandledErrors.map((e) => ({ name: e.name, message: e.message, stack: e.stack }));
    this.write();
  }

  // Vitest calls this after the run has ended, when closing the workers took longer than teardownTimeout.
  onProcessTimeout() {
    this.record.processTimeout = true;
    this.write();
  }

  write() {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.record, null, 2));
  }
}
