// The import boundaries of the workspace, checked by `npm run lint:boundaries` (in CI beside `npm run lint`).
// docs/architecture.md describes the layers; every rule below says which one it keeps and why.
//
//   web:  app (and ssr, main.tsx) → features → components → lib (and i18n, locales)
//         a feature reaches another only through that feature's index.ts
//   api:  server.ts, main.ts, backup/, cli/ → app.ts → plugins (and ssr/, seed/) → modules
//         → auth/, payments/, oidc-demo/ → db/, lib/, i18n/, locales/, config.ts
//         no two modules import each other, not even through other folders
//
// Tests (`*.test.ts(x)` beside the web's code, apps/api/test) may import what they test.

const TEST_FILE = '\\.test\\.tsx?$';
const WEB_TEST_HELPERS = ['^apps/web/src/test/', '^apps/web/src/features/[^/]+/test-[^/]+$'];

const WEB = 'apps/web/src';
const WEB_APP = `^${WEB}/(app/|ssr/|main\\.tsx$)`;
const WEB_FEATURES = `^${WEB}/features/`;
const WEB_COMPONENTS = `^${WEB}/components/`;
const WEB_LIB = `^${WEB}/(lib|i18n|locales)/`;

const API = 'apps/api/src';
const API_ENTRY_POINTS = `^${API}/((server|main)\\.ts$|backup/|cli/)`;
const API_APP = `^${API}/app\\.ts$`;
const API_PLUGINS = `^${API}/(plugins|ssr|seed)/`;
const API_MODULES = `^${API}/modules/`;
const API_SERVICES = `^${API}/(auth|payments|oidc-demo)/`;
const API_DB_AND_LIB = `^${API}/(db/|lib/|i18n/|locales/|config\\.ts$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other, directly or round a loop, cannot be read, tested or loaded one ' +
        'without the other. Move what both need into a file below them. A loop closed only by `import type` ' +
        'is erased by TypeScript and loads fine: it does not count.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['exotic-require'] } },
    },
    {
      name: 'apps-stay-apart',
      severity: 'error',
      comment:
        'apps/web and apps/api never import each other: they share code only through packages/shared (the ' +
        "API loads the web's built server renderer, apps/web/dist-ssr, by its path at run time).",
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'shared-imports-no-app-code',
      severity: 'error',
      comment:
        'packages/shared is used by the browser and the server alike, so it imports neither app. ' +
        'Move what it needs into packages/shared.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },

    // The web app
    {
      name: 'web-lib-is-the-bottom',
      severity: 'error',
      comment:
        'lib/, i18n/ and locales/ are what every layer of the web app uses, so they import none of ' +
        'components/, features/, app/ or ssr/. Move what they need down here.',
      from: { path: WEB_LIB, pathNot: TEST_FILE },
      to: { path: [WEB_COMPONENTS, WEB_FEATURES, WEB_APP] },
    },
    {
      name: 'web-components-below-features',
      severity: 'error',
      comment:
        'components/ holds shared UI only: it knows no feature and no page of app/. Pass what a ' +
        'component needs as props, or move the shared part to components/ or lib/.',
      from: { path: WEB_COMPONENTS, pathNot: TEST_FILE },
      to: { path: [WEB_FEATURES, WEB_APP] },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment:
        'app/ (router, providers, layouts, guards), ssr/ and main.tsx compose the features; a feature ' +
        'never imports them.',
      from: { path: WEB_FEATURES, pathNot: TEST_FILE },
      to: { path: WEB_APP },
    },
    {
      name: 'web-feature-through-public-module',
      severity: 'error',
      comment:
        "A feature reaches another only through that feature's public module, features/<name>/index.ts. " +
        'Export what others need there, or move it to components/, lib/ or packages/shared.',
      from: { path: `^${WEB}/features/([^/]+)/`, pathNot: TEST_FILE },
      to: { path: WEB_FEATURES, pathNot: [`^${WEB}/features/$1/`, `^${WEB}/features/[^/]+/index\\.ts$`] },
    },
    {
      name: 'web-test-helpers-only-from-tests',
      severity: 'error',
      comment:
        'src/test/ and the test-*.ts(x) helpers of a feature stub the API for tests; the app itself never ' +
        'imports them.',
      from: { path: `^${WEB}/`, pathNot: [TEST_FILE, ...WEB_TEST_HELPERS] },
      to: { path: WEB_TEST_HELPERS },
    },
    {
      name: 'web-dialogs-through-modal-dialog',
      severity: 'error',
      comment:
        "A modal dialog is drawn with components/modal-dialog.tsx, Radix's Dialog whose content is the open " +
        'modal layer, so toasts and the offline banner raised while it is open are drawn inside it and read ' +
        'out (decision 070). Import Dialog from there, not from Radix.',
      from: { path: `^${WEB}/`, pathNot: [TEST_FILE, `^${WEB}/components/modal-dialog\\.tsx$`] },
      to: { path: '^node_modules/@radix-ui/react-(alert-)?dialog/' },
    },

    // The API
    {
      name: 'api-entry-points-are-not-imported',
      severity: 'error',
      comment:
        'server.ts and main.ts start the server, backup/ and cli/ are commands (npm run backup, ' +
        'uploads:to-s3): nothing in the app imports them.',
      from: { path: `^${API}/`, pathNot: API_ENTRY_POINTS },
      to: { path: API_ENTRY_POINTS },
    },
    {
      name: 'api-app-only-from-entry-points',
      severity: 'error',
      comment: 'app.ts builds the app from plugins and modules; only the entry points import it.',
      from: { path: `^${API}/`, pathNot: [API_ENTRY_POINTS, API_APP] },
      to: { path: API_APP },
    },
    {
      name: 'api-modules-never-import-plugins',
      severity: 'error',
      comment:
        "Plugins wire the modules' services into the app (plugins/notifications builds its dispatcher from " +
        'modules/notifications), and so do ssr/ (the pages plugin) and seed/ (run by plugins/db, it draws ' +
        'with modules/images); a module reaches a plugin only through its decorator on the Fastify ' +
        'instance, never by an import. Move a type or constant both need to lib/.',
      from: { path: API_MODULES },
      to: { path: API_PLUGINS },
    },
    {
      name: 'api-no-module-cycles',
      severity: 'error',
      scope: 'folder',
      comment:
        'No two modules import each other, directly or through other folders: one of them depends on the ' +
        'other. Move the part both need to the lower one, or below the modules (auth/, payments/, db/, lib/).',
      from: { path: `^${API}/modules/[^/]+` },
      to: { path: `^${API}/modules/[^/]+`, circular: true },
    },
    {
      name: 'api-services-below-fastify',
      severity: 'error',
      comment:
        'auth/ (Better Auth and the session rules), payments/ (the payment providers) and oidc-demo/ are ' +
        'services that plugins and modules share: they, and everything below them, import no module, ' +
        'plugin, app.ts or entry point.',
      from: { path: [API_SERVICES, API_DB_AND_LIB] },
      to: { path: [API_ENTRY_POINTS, API_APP, API_PLUGINS, API_MODULES] },
    },
    {
      name: 'api-db-and-lib-are-the-bottom',
      severity: 'error',
      comment:
        'db/, lib/, i18n/, locales/ and config.ts are what everything else uses: they import no service.',
      from: { path: API_DB_AND_LIB },
      to: { path: API_SERVICES },
    },
    {
      name: 'api-tests-stay-in-test',
      severity: 'error',
      comment: "apps/api/test holds the API's tests and their helpers; the app never imports them.",
      from: { path: `^${API}/` },
      to: { path: '^apps/api/test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 ships no JavaScript API for dependency-cruiser 17 to parse with: Babel reads the files
    // (.dependency-cruiser.babel.cjs), and hands on type-only imports as calls of `typeOnly`: they count
    // for every layer rule, and only no-circular sets them apart.
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    exoticRequireStrings: ['typeOnly'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
