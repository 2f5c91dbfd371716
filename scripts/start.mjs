import { spawn } from 'node:child_process';
import { ensureInstalled, run } from './ensure-installed.mjs';

ensureInstalled();
run('npm run build');

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  // The demo profile unless the environment says otherwise (production without it refuses unsafe settings).
  env: { NODE_ENV: 'production', DEMO_MODE: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
