import { fileURLToPath } from 'node:url';

/**
 * The web is written against React's API and runs on Preact (decision 0036): every import of React's
 * modules, in our code and in its libraries, resolves to Preact's compatibility layer. The build and
 * the web tests use this one table, so the tests run what ships.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./react.ts', import.meta.url)) },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
