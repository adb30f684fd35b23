#!/usr/bin/env node
// Runs drizzle-kit with `drizzle-orm` resolved from apps/server. npm installed drizzle-orm under
// apps/server/node_modules while drizzle-kit is hoisted to the root, where it cannot find the ORM
// ("Please install latest version of drizzle-orm"). This redirects both require() and import().
import Module, { createRequire, register } from 'node:module';
import { fileURLToPath } from 'node:url';

const serverRequire = createRequire(new URL('../package.json', import.meta.url));
const isOrm = (request) => request === 'drizzle-orm' || request.startsWith('drizzle-orm/');

// A stand-in parent module located in apps/server, so resolution looks in apps/server/node_modules first.
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const serverParent = new Module(`${serverDir}package.json`);
serverParent.filename = `${serverDir}package.json`;
serverParent.paths = Module._nodeModulePaths(serverDir);

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolveFromServer(request, parent, isMain, options) {
  return originalResolve.call(this, request, isOrm(request) ? serverParent : parent, isMain, options);
};

const parentURL = new URL('../package.json', import.meta.url).href;
const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(parentURL)} });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

// drizzle-kit exports only its API; its CLI is bin.cjs beside the main entry.
const bin = serverRequire.resolve('drizzle-kit').replace(/[^/\\]+$/, 'bin.cjs');
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
serverRequire(bin);
