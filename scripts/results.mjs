// Counting test results honestly, from a Vitest JSON report and the record of scripts/unhandled-reporter.mjs.
// Pure: callers read the files and pass what they found (null for a file that is missing).
//
// A failure is any of:
//   - a failed test;
//   - a file whose status is failed without a failed test in it: it failed to import, or a beforeAll/afterAll
//     hook threw (Vitest then marks the file's tests skipped, so counting failed tests alone reads "0 failed");
//   - an error thrown outside any test (Vitest keeps these out of the JSON report and even says success: true);
//   - a run that was interrupted, or whose workers did not exit (onProcessTimeout);
//   - a missing report or record (the run crashed before writing it, or never ran).
// Skipped and todo tests are counted apart, so a run that silently skipped half its tests shows it.

/** @typedef {{ skipped: number, passed: number, failed: number, problems: string[] }} Totals */

/** @returns {Totals} */
export function emptyTotals() {
  return { skipped: 0, passed: 0, failed: 0, problems: [] };
}

/**
 * @param {any} report a parsed Vitest JSON report, or null when the file is missing
 * @param {any} record a parsed unhandled-reporter record, or null when the file is missing
 * @param {string} label names the run in the problem lines
 * @returns {Totals}
 */
export function countRun(report, record, label) {
  const totals = emptyTotals();
  const fail = (problem) => {
    totals.failed += 1;
    totals.problems.push(`${label}: ${problem}`);
  };
  if (!report) fail('no JSON report (the run crashed or never ran)');
  for (const file of report?.testResults ?? []) {
    let failedTests = 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') totals.passed += 1;
      else if (test.status === 'failed') failedTests += 1;
      else if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo') totals.skipped += 1;
      else fail(`${test.fullName}: unknown status ${test.status}`);
    }
    totals.failed += failedTests;
    if (file.status === 'failed' && failedTests === 0) {
      fail(`${file.name} failed outside its tests: ${firstLine(file.message) || 'a hook of a describe block threw'}`);
    }
  }
  if (!record) {
    fail('no unhandled-error record (the run crashed before it ended)');
    return totals;
  }
  for (const error of record.unhandledErrors ?? []) {
    fail(`unhandled ${error.name ?? 'error'}: ${firstLine(error.message)}`);
  }
  if (record.reason === 'interrupted') fail('the run was interrupted');
  if (record.processTimeout) fail('workers did not exit after the run (a handle was left open)');
  return totals;
}

/** @param {Totals[]} list */
export function sumTotals(list) {
  const sum = emptyTotals();
  for (const t of list) {
    sum.skipped += t.skipped;
    sum.passed += t.passed;
    sum.failed += t.failed;
    sum.problems.push(...t.problems);
  }
  return sum;
}

/** CI reads the final `N passed, N failed` words, so they stay last. */
export function formatTotals(totals) {
  return `${totals.skipped} skipped, ${totals.passed} passed, ${totals.failed} failed`;
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')[0]
    .slice(0, 200);
}

/** Where scripts/test.mjs asks the unhandled reporter to write, next to the JSON report. */
export function recordPathFor(reportPath) {
  return reportPath.replace(/\.json$/, '.unhandled.json');
}
