#!/usr/bin/env node
// `npm start`: build whatever client bundle is missing, then run the server on the embedded defaults
// (PGlite under DATA_DIR, simulated market, demo data).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const app of ['web', 'admin']) {
  if (!existsSync(join(root, 'apps', app, 'dist', 'index.html'))) {
    console.log(`building apps/${app} ...`);
    const r = spawnSync(npm, ['run', 'build', '-w', `@app/${app}`], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const child = spawn(tsx, [join(root, 'apps', 'server', 'src', 'server.ts')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
