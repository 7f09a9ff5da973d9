// The boundaries of docs/decisions/025-contexts.md, checked by `npm run lint` (depcruise).
// Each business context has one folder per layer (domain/, server/src/, web/src/features/); shared
// infrastructure sits in platform/ (web: ui/, api/, app/) below them and never imports a context.

/** The business contexts, by layer. */
const SERVER_CONTEXTS = 'storefront|loyalty|pos|back-office|identity|compat|marketing|notifications';
const WEB_CONTEXTS = 'storefront|loyalty|pos|back-office|identity';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'Two modules that import each other load in an order that depends on who came first.',
      severity: 'error',
      from: { path: '^(domain|server|web)/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Folders depend on each other one way: a context on platform, a context on the contexts below it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(domain|server/src|web/src)/' },
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ is shared by the browser and the server: no server or web code, no I/O, no packages but zod and icu-minify (decision 029).',
      severity: 'error',
      from: { path: '^domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^domain/', '^node_modules/(zod|icu-minify)/'] },
    },
    {
      name: 'platform-imports-no-context',
      comment:
        'platform/ is below every context in its layer: it never imports one (a context passes what it needs down). ' +
        "server/src/platform may read domain/'s pure rules and types (the schema types its columns with them).",
      severity: 'error',
      from: { path: '^(domain|server/src)/platform/' },
      to: { path: `^$1/(${SERVER_CONTEXTS})/` },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'web/src/ui, api and app are shared by every feature and import none (routes.tsx and paths.ts compose them).',
      severity: 'error',
      from: { path: '^web/src/(ui|api|app)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'server-context-through-index',
      comment: "A context reaches another through that context's index.ts, its public face.",
      severity: 'error',
      from: { path: `^server/src/(${SERVER_CONTEXTS})/` },
      to: { path: `^server/src/(${SERVER_CONTEXTS})/`, pathNot: ['^server/src/$1/', `^server/src/(${SERVER_CONTEXTS})/index\\.ts$`] },
    },
    {
      name: 'web-feature-through-index',
      comment: "A feature reaches another through that feature's index.ts; what two share goes to ui/ or domain/.",
      severity: 'error',
      from: { path: `^web/src/features/(${WEB_CONTEXTS})/` },
      to: { path: '^web/src/features/', pathNot: ['^web/src/features/$1/', `^web/src/features/(${WEB_CONTEXTS})/index\\.ts$`] },
    },
    {
      name: 'storefront-area-through-index',
      comment: "The storefront's areas (catalog, cart, checkout, …) reach each other through the area's index.ts.",
      severity: 'error',
      from: { path: '^web/src/features/storefront/([^/]+)/' },
      to: { path: '^web/src/features/storefront/[^/]+/', pathNot: ['^web/src/features/storefront/$1/', '^web/src/features/storefront/[^/]+/index\\.ts$'] },
    },
    {
      name: 'contexts-stay-below-the-composition',
      comment: 'app.ts, main.ts and the seed compose the contexts; no context imports them.',
      severity: 'error',
      from: { path: `^server/src/(platform|${SERVER_CONTEXTS})/` },
      to: { path: '^server/src/(app|main)\\.ts$|^server/src/seed/' },
    },
    {
      name: 'no-tests-in-code',
      comment: 'Code never imports test helpers.',
      severity: 'error',
      from: { path: '^(domain|server/src|web/src)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '(^server/test/|^e2e/|\\.test\\.tsx?$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/|^server/src/platform/db/migrations/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
