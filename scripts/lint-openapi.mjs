import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run lint:openapi`: builds the API's OpenAPI document from the routes and lints it with Redocly's recommended
 * rules (redocly.yaml). Fails on any problem, warnings included.
 */
const dir = mkdtempSync(join(tmpdir(), 'mockprep-openapi-'));
const file = join(dir, 'openapi.json');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const redocly = (format) =>
  spawnSync(
    process.execPath,
    ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--config', 'redocly.yaml', '--format', format],
    { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
try {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/openapi-document.ts', file], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const { totals } = JSON.parse(redocly('json').stdout);
  if (totals.errors + totals.warnings > 0) {
    process.stdout.write(redocly('stylish').stdout);
    process.exitCode = 1;
  } else {
    console.log('OpenAPI document: Redocly recommended rules, 0 errors, 0 warnings');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
