import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

type Import = { from: string; to: string; typeOnly?: boolean };

const scratchDirs: string[] = [];
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A path inside the tree (`apps/...`, `packages/...`) is a file of the scratch tree; anything else a package. */
const isFile = (to: string) => /^(apps|packages)\//.test(to);

function specifier(from: string, to: string): string {
  if (!isFile(to)) return to;
  const path = relative(dirname(from), to).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Writes a scratch tree where each `from` file imports its `to` file; returns its folder and top-level folders. */
function scratchTree(imports: Import[]) {
  const dir = mkdtempSync(join(tmpdir(), 'mockprep-architecture-'));
  scratchDirs.push(dir);
  copyFileSync(join(ROOT, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  const files = new Map<string, string[]>();
  for (const { from, to, typeOnly } of imports) {
    const line = typeOnly
      ? `import type { Thing } from '${specifier(from, to)}';\nexport type Used = Thing;`
      : `import { thing } from '${specifier(from, to)}';\nexport const used = thing;`;
    files.set(from, [...(files.get(from) ?? []), line]);
    if (isFile(to) && !files.has(to)) files.set(to, []);
  }
  for (const [file, lines] of files) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), [...lines, 'export const thing = 1;', 'export type Thing = number;'].join('\n'));
  }
  return { dir, roots: [...new Set([...files.keys()].map((file) => file.split('/')[0] as string))] };
}

/** The dependency half of `npm run lint` on a scratch tree: did it fail, and which rules fired. */
function cruise(imports: Import[]) {
  const { dir, roots } = scratchTree(imports);
  const run = spawnSync(DEPCRUISE, ['--config', CONFIG, '--output-type', 'err', ...roots], {
    cwd: dir,
    encoding: 'utf8',
  });
  const rules = [...run.stdout.matchAll(/^\s*error ([a-z-]+):/gm)].map((match) => match[1]);
  return { failed: run.status !== 0, rules, output: run.stdout + run.stderr };
}

/** Biome with the project's configuration (less its git integration, as the scratch tree is no repository). */
function biomeLint(imports: Import[]) {
  const { dir, roots } = scratchTree(imports);
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  writeFileSync(join(dir, 'biome.json'), JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }));
  const run = spawnSync(BIOME, ['lint', ...roots], { cwd: dir, encoding: 'utf8' });
  return { failed: run.status !== 0, cycles: (run.stdout + run.stderr).includes('lint/suspicious/noImportCycles') };
}

const W = 'apps/web/src';
const S = 'apps/server/src';

/** One offending import per rule: each must make the check fail with that rule and no other. */
const PLANTED: { rule: string; imports: Import[] }[] = [
  {
    rule: 'no-cycles',
    imports: [
      { from: `${S}/lib/a.ts`, to: `${S}/lib/b.ts` },
      { from: `${S}/lib/b.ts`, to: `${S}/lib/a.ts` },
    ],
  },
  { rule: 'contract-imports-no-app', imports: [{ from: 'packages/contract/src/format.ts', to: `${S}/lib/clock.ts` }] },
  { rule: 'web-imports-no-server', imports: [{ from: `${W}/lib/api.ts`, to: `${S}/lib/clock.ts` }] },
  { rule: 'server-imports-no-web', imports: [{ from: `${S}/lib/clock.ts`, to: `${W}/lib/api.ts` }] },
  {
    rule: 'web-feature-imports-no-other-feature',
    imports: [{ from: `${W}/features/results/ResultsPage.tsx`, to: `${W}/features/payments/api.ts` }],
  },
  {
    rule: 'web-admin-area-imports-no-other-area',
    imports: [
      { from: `${W}/features/admin/mock-tests/TestsTab.tsx`, to: `${W}/features/admin/questions/QuestionCard.tsx` },
    ],
  },
  {
    rule: 'web-shared-imports-no-feature',
    imports: [{ from: `${W}/components/ui/Button.tsx`, to: `${W}/features/auth/api.ts` }],
  },
  {
    rule: 'web-shared-imports-no-feature',
    imports: [{ from: `${W}/lib/api.ts`, to: `${W}/app/router.tsx` }],
  },
  {
    rule: 'web-feature-imports-no-app-shell',
    imports: [{ from: `${W}/features/auth/LoginPage.tsx`, to: `${W}/app/router.tsx` }],
  },
  {
    rule: 'server-db-imports-no-domain',
    imports: [{ from: `${S}/db/client.ts`, to: `${S}/modules/users/service.ts` }],
  },
  {
    rule: 'server-core-imports-no-module',
    imports: [{ from: `${S}/plugins/auth.ts`, to: `${S}/modules/users/service.ts`, typeOnly: true }],
  },
  {
    rule: 'server-core-imports-no-module',
    imports: [{ from: `${S}/lib/bulk.ts`, to: `${S}/modules/users/service.ts` }],
  },
  { rule: 'server-lib-imports-no-plugin', imports: [{ from: `${S}/lib/bulk.ts`, to: `${S}/plugins/auth.ts` }] },
  {
    rule: 'server-module-imports-no-seed-or-app',
    imports: [{ from: `${S}/modules/users/service.ts`, to: `${S}/app.ts` }],
  },
  {
    rule: 'server-module-imports-no-other-repo',
    imports: [{ from: `${S}/modules/attempts/service.ts`, to: `${S}/modules/questions/repo.ts` }],
  },
  {
    rule: 'server-module-imports-no-other-repo',
    imports: [{ from: `${S}/modules/auth/service.ts`, to: `${S}/modules/users/admin-repo.ts`, typeOnly: true }],
  },
  {
    rule: 'server-outside-modules-imports-no-repo',
    imports: [{ from: `${S}/seed/index.ts`, to: `${S}/modules/users/repo.ts` }],
  },
  {
    rule: 'server-outside-modules-imports-no-repo',
    imports: [{ from: `${S}/scripts/rebuild.ts`, to: `${S}/modules/leaderboard/repo.ts` }],
  },
  { rule: 'server-service-writes-no-sql', imports: [{ from: `${S}/modules/attempts/service.ts`, to: 'drizzle-orm' }] },
  {
    rule: 'server-service-writes-no-sql',
    imports: [{ from: `${S}/modules/auth/otp.ts`, to: `${S}/db/schema.ts` }],
  },
  {
    rule: 'server-pure-rules-import-no-io',
    imports: [{ from: `${S}/modules/attempts/scoring.ts`, to: `${S}/db/schema.ts`, typeOnly: true }],
  },
];

describe('npm run lint: dependency rules', () => {
  it.each(PLANTED.map((c) => [`${c.rule}: ${c.imports[0]?.from}`, c] as const))('fails on %s', (_, planted) => {
    const { failed, rules } = cruise(planted.imports);
    expect(failed).toBe(true);
    expect(new Set(rules)).toEqual(new Set([planted.rule]));
  });

  it('passes the imports the layout allows', () => {
    const { failed, rules, output } = cruise([
      { from: `${W}/app/router.tsx`, to: `${W}/features/results/ResultsPage.tsx` },
      { from: `${W}/features/results/ResultsPage.tsx`, to: `${W}/components/ui/Button.tsx` },
      { from: `${W}/features/results/ResultsPage.tsx`, to: `${W}/lib/query-keys.ts` },
      { from: `${W}/features/admin/questions/QuestionsTab.tsx`, to: `${W}/features/admin/components/TabHeader.tsx` },
      { from: `${W}/features/admin/questions/QuestionsTab.tsx`, to: `${W}/features/admin/api.ts` },
      { from: `${W}/lib/api.ts`, to: 'packages/contract/src/format.ts' },
      { from: `${S}/app.ts`, to: `${S}/modules/attempts/service.ts` },
      { from: `${S}/modules/attempts/service.ts`, to: `${S}/modules/attempts/repo.ts` },
      { from: `${S}/modules/attempts/service.ts`, to: `${S}/modules/questions/service.ts`, typeOnly: true },
      { from: `${S}/modules/attempts/service.ts`, to: `${S}/modules/attempts/scoring.ts` },
      { from: `${S}/modules/attempts/repo.ts`, to: `${S}/db/schema.ts` },
      { from: `${S}/modules/attempts/repo.ts`, to: 'drizzle-orm' },
      { from: `${S}/modules/attempts/service.ts`, to: `${S}/db/schema.ts`, typeOnly: true },
      { from: `${S}/modules/attempts/attempts.test.ts`, to: 'drizzle-orm' },
      { from: `${S}/modules/attempts/routes.ts`, to: `${S}/plugins/auth.ts` },
      { from: `${S}/plugins/auth.ts`, to: `${S}/lib/http-error.ts` },
      { from: `${S}/seed/index.ts`, to: `${S}/modules/users/service.ts` },
    ]);
    expect(rules, output).toEqual([]);
    expect(failed).toBe(false);
  });

  it('fails through Biome too on an import cycle, and not on a one-way import', () => {
    const a = `${S}/lib/a.ts`;
    const b = `${S}/lib/b.ts`;
    expect(
      biomeLint([
        { from: a, to: b },
        { from: b, to: a },
      ]),
    ).toEqual({ failed: true, cycles: true });
    expect(biomeLint([{ from: a, to: b }]).cycles).toBe(false);
  });
});
