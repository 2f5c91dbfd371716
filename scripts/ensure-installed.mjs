import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = 'node_modules/.package-lock.json';
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

export function run(command, env = {}) {
  console.log(`\n> ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
}
