import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countedIn, floorProblem, formatDuration, PROJECTS, skipProblems } from './test-plan.mjs';

const fixtures = join(import.meta.dirname, 'fixtures');
const load = (name) => JSON.parse(readFileSync(join(fixtures, name), 'utf8'));

describe('floors of files and tests per project', () => {
  const floors = { server: { files: 2, tests: 5 } };

  it('passes a run at or above its floor', () => {
    expect(floorProblem('server', { files: 2, tests: 5 }, floors)).toBeNull();
    expect(floorProblem('server', { files: 9, tests: 90 }, floors)).toBeNull();
  });

  it('fails a run below its floor in files or in tests, and a project whose glob matched nothing', () => {
    expect(floorProblem('server', { files: 1, tests: 50 }, floors)).toMatch(/1 files and 50 tests ran, below/);
    expect(floorProblem('server', { files: 3, tests: 4 }, floors)).toMatch(/below the floor of 2 files and 5 tests/);
    expect(floorProblem('server', countedIn(null), floors)).toMatch(/0 files and 0 tests ran/);
  });

  it('fails a project that has no floor, naming the entry to add', () => {
    expect(floorProblem('web', { files: 3, tests: 7 }, floors)).toMatch(/"files": 3, "tests": 7/);
  });

  it('keeps a floor for every project the run knows', () => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, 'test-floors.json'), 'utf8'));
    for (const p of PROJECTS) expect(file[p.name], p.name).toMatchObject({ files: expect.any(Number) });
  });

  it('counts files and tests of a real report', () => {
    expect(countedIn(load('clean.json'))).toEqual({ files: 1, tests: 3 });
  });
});

describe('skipped tests', () => {
  it('fail unless listed with a reason', () => {
    const report = load('skipped.json');
    const problems = skipProblems(report, {});
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/skipped without a reason/);
    const names = Object.fromEntries(
      report.testResults.flatMap((f) =>
        f.assertionResults.filter((t) => t.status !== 'passed').map((t) => [t.fullName, 'reason']),
      ),
    );
    expect(skipProblems(report, names)).toEqual([]);
  });
});

it('formats durations', () => {
  expect(formatDuration(4_400)).toBe('4s');
  expect(formatDuration(65_000)).toBe('1m 05s');
});
