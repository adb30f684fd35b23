// How `npm test` runs the vitest projects: one vitest process per project, in this order, each with its own worker
// count and wall-clock bound, so a project's time can be printed and a load-sensitive suite never shares the two
// cores with another project. Pure data plus two pure checks (floors, skips); scripts/test.mjs does the running.
import { availableParallelism } from 'node:os';

const cores = Math.max(1, availableParallelism());

/**
 * The projects in run order. `workers`: vitest's maxWorkers (the default on 2 cores is 1). `limitMin`: the wall
 * clock one run of the project may take, about twice its time on the 2-core CI machine; only a hang reaches it.
 * The crash suite SIGKILLs a server under load and the browser journeys drive Chromium against a server child:
 * both measure behaviour under time, so each runs with one worker and nothing beside it.
 */
export const PROJECTS = [
  { name: 'money', workers: cores, limitMin: 5 },
  { name: 'pricelog', workers: cores, limitMin: 5 },
  { name: 'api', workers: cores, limitMin: 5 },
  { name: 'i18n', workers: cores, limitMin: 5 },
  { name: 'scripts', workers: 1, limitMin: 10 },
  { name: 'server', workers: cores, limitMin: 25 },
  { name: 'crash', workers: 1, limitMin: 15 },
  { name: 'web', workers: cores, limitMin: 15 },
  { name: 'admin', workers: cores, limitMin: 15 },
  { name: 'checks', workers: 1, limitMin: 20 },
  { name: 'e2e', workers: 1, limitMin: 40 },
];

export const FULL_RUN_LIMIT_MIN = 60;

export function projectPlan(name) {
  return PROJECTS.find((p) => p.name === name) ?? { name, workers: 1, limitMin: 15 };
}

/**
 * The least number of files and tests a full run of each project must report (scripts/test-floors.json). A glob
 * that silently stops matching, a file that no longer collects its tests, or a describe block deleted by mistake
 * then fails the run instead of reading green. Raise a floor when you add tests; lowering one is a reviewed change.
 * @param {string} project
 * @param {{ files: number, tests: number }} counted
 * @param {Record<string, { files: number, tests: number }>} floors
 * @returns {string | null} the problem, or null
 */
export function floorProblem(project, counted, floors) {
  const floor = floors[project];
  if (!floor)
    return `${project}: no floor in scripts/test-floors.json (add { "files": ${counted.files}, "tests": ${counted.tests} })`;
  if (counted.files < floor.files || counted.tests < floor.tests)
    return (
      `${project}: ${counted.files} files and ${counted.tests} tests ran, below the floor of ${floor.files} files ` +
      `and ${floor.tests} tests (scripts/test-floors.json)`
    );
  return null;
}

/**
 * Skipped tests that fail the run: every skip is one unless scripts/allowed-skips.json lists its full name with
 * the reason. A skip that hides a missing browser or database must never read as a pass.
 * @param {any} report a parsed vitest JSON report
 * @param {Record<string, string>} allowed full test name → reason
 * @returns {string[]} the problems
 */
export function skipProblems(report, allowed) {
  const problems = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const skipped = test.status === 'skipped' || test.status === 'pending' || test.status === 'todo';
      if (skipped && !allowed[test.fullName])
        problems.push(`skipped without a reason in scripts/allowed-skips.json: ${test.fullName}`);
    }
  }
  return problems;
}

/** Files and tests a report counted (a file that failed to load counts as a file with no tests). */
export function countedIn(report) {
  const files = report?.testResults ?? [];
  return { files: files.length, tests: files.reduce((n, f) => n + (f.assertionResults?.length ?? 0), 0) };
}

/** Seconds of wall clock as `1m 05s`. */
export function formatDuration(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}
