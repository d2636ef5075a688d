/**
 * Import rules of the repository (decision 0041), checked by `npm run depcheck` inside `npm test`.
 *
 * Server: platform is the lowest layer; each domain module may import only modules listed before it
 * in SERVER_MODULES, and another module's repository or routes only from a composition file
 * (`<module>.module.ts`, `app.ts`), so a module calls another through its service. A module's staff
 * calls (`*.admin.*.ts`, in the domain's own folder: decision 0053) sit above every module's core:
 * they may use any module's core, and no core file imports them. Tables files only declare types
 * merged into platform's `Database` (one schema), so reading another module's table does not rank
 * modules.
 *
 * Web: `lib` and `components` -> `features` -> `app`; a feature reaches another only through that
 * feature's entry files (`index.ts`, `lazy.ts`, `staff.ts`).
 *
 * Tests and test support sit above everything (they build the whole app), but never in a circle.
 */

/** Lowest first. A module imports only those before it (and platform). */
const SERVER_MODULES = [
  'audit',
  'config',
  'notifications',
  'identity',
  'patients',
  'catalog',
  'scheduling',
  'appointments',
  'booking-requests',
  'attachments',
  'questionnaires',
  'patient-auth',
  'sharing',
  'results',
  'imaging',
  'referrer',
  'kiosk',
  'check-in',
  'portal',
  'health',
  'fhir',
];

const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const WEB = '^apps/web/';
const SERVER_TESTS = '(\\.test\\.ts|\\.test-support\\.ts|-support\\.ts|test-helpers\\.ts|\\.samples\\.ts)$';
// The access matrix's support files (platform/access-matrix.*) build the whole app, as tests do.
const SERVER_TEST_PATHS = [`${SERVER}test/`, `${SERVER}platform/access-matrix\\.`, SERVER_TESTS];
const WEB_TEST_PATHS = ['\\.test\\.tsx?$', `${WEB}src/test/`, `${WEB}src/features/[^/]+/test/`];
/** Wiring: builds services from repositories and registers routes; only app.ts imports these. */
const COMPOSITION = `(${SERVER}app\\.ts|${MODULES}[^/]+/[^/]+\\.module\\.ts|${MODULES}appointments/booking-modules\\.ts)$`;
/** A domain's staff calls: `<domain>.admin.routes.ts`, `day-sheet.admin.repository.ts`, … (decision 0053). */
const ADMIN = `${MODULES}[^/]+/[^/]+\\.admin\\.[^/]+$`;
const TABLES = '\\.tables\\.ts$';

const serverLayers = SERVER_MODULES.map((name, index) => {
  const higher = SERVER_MODULES.slice(index + 1);
  return {
    name: `server-layer-${name}`,
    comment: `${name} may import only modules listed before it in SERVER_MODULES (.dependency-cruiser.cjs)`,
    severity: 'error',
    from: { path: `${MODULES}${name}/`, pathNot: [...SERVER_TEST_PATHS, COMPOSITION, ADMIN] },
    to: {
      path: higher.length ? `${MODULES}(${higher.join('|')})/` : '^$',
      pathNot: [TABLES],
    },
  };
}).filter((rule) => rule.to.path !== '^$');

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files that import each other, directly or through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-not-server',
      comment: 'The web never imports server code',
      severity: 'error',
      from: { path: `${WEB}src/` },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-web',
      comment: 'The server never imports web code',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: WEB },
    },
    {
      name: 'contracts-only-zod',
      comment: 'contracts import nothing but zod (and, in its Node-side route generator, Node itself)',
      severity: 'error',
      from: { path: '^packages/contracts/src/', pathNot: ['\\.test\\.ts$'] },
      to: {
        pathNot: ['^packages/contracts/src/', '^node_modules/zod/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'contracts-node-only-in-generator',
      comment: 'Node built-ins only in the route generator, which neither the web nor the server loads',
      severity: 'error',
      from: { path: '^packages/contracts/src/', pathNot: ['\\.test\\.ts$', 'routes-source\\.ts$'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-platform-lowest',
      comment: 'platform imports no module, nor the app or the seed',
      severity: 'error',
      from: { path: `${SERVER}(platform|db/migrations)/`, pathNot: SERVER_TEST_PATHS },
      to: { path: `${SERVER}(modules/|app\\.ts|server\\.ts|db/seed)` },
    },
    ...serverLayers,
    {
      name: 'server-core-not-admin',
      comment: "A module's staff calls sit on top: no core file imports an admin file",
      severity: 'error',
      from: { path: MODULES, pathNot: [...SERVER_TEST_PATHS, COMPOSITION, ADMIN] },
      to: { path: ADMIN },
    },
    {
      name: 'server-through-service',
      comment:
        "A module calls another through its service: another module's repository or routes only in composition",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: [...SERVER_TEST_PATHS, COMPOSITION] },
      to: {
        path: `${MODULES}[^/]+/[^/]+\\.(repository|routes)\\.ts$`,
        pathNot: [`${MODULES}$1/`],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-composition-from-app',
      comment: 'Composition files are wired by app.ts alone',
      severity: 'error',
      from: { path: SERVER, pathNot: [...SERVER_TEST_PATHS, `${SERVER}(app|server)\\.ts$`] },
      to: { path: COMPOSITION, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-lib-components-lowest',
      comment: 'lib and components import neither features nor app',
      severity: 'error',
      from: { path: `${WEB}src/(lib|components)/`, pathNot: WEB_TEST_PATHS },
      to: { path: `${WEB}src/(features|app)/` },
    },
    {
      name: 'web-features-not-app',
      comment: 'features import nothing of app (app wires the features)',
      severity: 'error',
      from: { path: `${WEB}src/features/`, pathNot: WEB_TEST_PATHS },
      to: { path: `${WEB}src/app/` },
    },
    {
      name: 'web-feature-entry',
      comment: "A feature reaches another only through that feature's index.ts, lazy.ts or staff.ts",
      severity: 'error',
      from: { path: `${WEB}src/features/([^/]+)/`, pathNot: WEB_TEST_PATHS },
      to: {
        path: `${WEB}src/features/`,
        pathNot: [`${WEB}src/features/$1/`, `${WEB}src/features/[^/]+/(index|lazy|staff)\\.tsx?$`],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^apps/[^/]+/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
