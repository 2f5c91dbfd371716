/**
 * The layout of docs/architecture.md, enforced: `npm run lint` fails on any import that breaks it.
 * scripts/architecture/dependency-rules.test.ts plants one offending import per rule and checks that it fires.
 */
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
const MODULE_REPO = '[^/]+/[a-z-]*repo\\.ts$';
/** Where a module may write SQL: its repos, and its tests (which check what was stored). */
const NOT_SQL_HOME = '(repo|\\.test)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes two files one unit that neither can be read, tested nor moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-no-app',
      comment: 'The contract is shared by both apps; it must not depend on either.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-imports-no-server',
      comment: 'The web app reaches the server over HTTP only; shared rules live in the contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-imports-no-web',
      comment: 'The server serves the built web app as files; it never imports its code.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment: 'Features stay independent; app/ composes them and shared pieces live in components/ or lib/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-admin-area-imports-no-other-area',
      comment: 'Admin areas stay independent; what they share lives in features/admin/components or the admin root.',
      severity: 'error',
      from: { path: `${WEB}features/admin/([^/]+)/` },
      to: { path: `${WEB}features/admin/[^/]+/`, pathNot: `${WEB}features/admin/($1|components)/` },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'components/ and lib/ serve every feature, so they cannot depend on one, nor on the app shell.',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-feature-imports-no-app-shell',
      comment: 'The app shell composes features; a feature that imported it would close a loop.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'server-db-imports-no-domain',
      comment: 'The database layer sits under every module; domains depend on it, never the reverse.',
      severity: 'error',
      from: { path: `${SERVER}db/` },
      to: { path: `${SERVER}(modules|seed|plugins)/` },
    },
    {
      name: 'server-core-imports-no-module',
      comment: 'lib/ and plugins/ are the core every module uses; they are handed what they need at registration.',
      severity: 'error',
      from: { path: `${SERVER}(lib|plugins)/` },
      to: { path: `${SERVER}(modules|seed)/` },
    },
    {
      name: 'server-lib-imports-no-plugin',
      comment: 'lib/ holds plain helpers with no Fastify wiring; plugins build on it.',
      severity: 'error',
      from: { path: `${SERVER}lib/` },
      to: { path: `${SERVER}plugins/` },
    },
    {
      name: 'server-module-imports-no-seed-or-app',
      comment:
        'The seeder and app.ts sit above the modules and wire them; a module never reaches up (its API tests may).',
      severity: 'error',
      from: { path: `${SERVER}modules/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SERVER}(seed/|app\\.ts|main\\.ts|services\\.ts)` },
    },
    {
      name: 'server-module-imports-no-other-repo',
      comment: "A module's tables are its own: another module asks its service, handed in as a dependency.",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: { path: `${SERVER}modules/${MODULE_REPO}`, pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'server-outside-modules-imports-no-repo',
      comment: 'The seeder and scripts go through the services, so they obey the same rules as the API.',
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}modules/` },
      to: { path: `${SERVER}modules/${MODULE_REPO}` },
    },
    {
      name: 'server-service-writes-no-sql',
      comment: "All of a module's SQL sits in its repo; services hold rules and transactions, using row types only.",
      severity: 'error',
      from: { path: `${SERVER}modules/`, pathNot: NOT_SQL_HOME },
      to: { path: '(^|/)drizzle-orm(/|$)' },
    },
    {
      name: 'server-service-writes-no-sql',
      comment: "All of a module's SQL sits in its repo; services hold rules and transactions, using row types only.",
      severity: 'error',
      from: { path: `${SERVER}modules/`, pathNot: NOT_SQL_HOME },
      to: { path: `${SERVER}db/schema\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-pure-rules-import-no-io',
      comment: 'Rule files are pure functions, unit-tested without a database or HTTP.',
      severity: 'error',
      from: { path: `${SERVER}modules/[^/]+/(scoring|shuffle|pricing|periods)\\.ts$` },
      to: { path: [`${SERVER}(db|plugins)/`, 'node_modules/(drizzle-orm|fastify|pg|@electric-sql)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|\\.test-artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
