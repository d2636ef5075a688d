import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Web tests only. A CommonJS library (use-sync-external-store, under @xstate/react) `require`s
 * React, which the aliases cannot reach: Node resolves it. This sends those requires to the same
 * ES module of Preact's compatibility layer that the aliased imports load, so there is one Preact.
 */
const compat = fileURLToPath(import.meta.resolve('preact/compat'));
const REACT = new Set(['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime']);

const Module = createRequire(import.meta.url)('node:module') as {
  _resolveFilename: (request: string, ...rest: unknown[]) => string;
};
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = (request, ...rest) =>
  REACT.has(request) ? compat : resolveFilename(request, ...rest);
