import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Workspace packages are bundled (they ship TypeScript source); everything else stays in node_modules.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@mockprep/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: [
    'src/main.ts',
    'src/scripts/leaderboard-rebuild.ts',
    'src/scripts/db-backup.ts',
    'src/scripts/db-restore.ts',
  ],
  entryNames: '[name]',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/seed/demo-data', 'dist/demo-data', { recursive: true });
