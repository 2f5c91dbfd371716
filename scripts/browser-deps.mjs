import { execSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * What the browser tests need from the machine: Chromium, and the fonts that let screenshots show emoji and Hindi.
 * One place for `npm test` and CI: installed through apt when this runs as root on Debian, otherwise the one command
 * to run is printed.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const PACKAGES = ['chromium', 'fonts-noto-color-emoji', 'fonts-noto-core'];

/**
 * What to do on a machine described by `machine`: `ready`, `install` the missing packages, or `advise` a command.
 * @param {{ hasChromium: boolean, hasDpkg: boolean, installed: (name: string) => boolean, isRoot: boolean, hasApt: boolean }} machine
 */
export function browserDepsPlan(machine) {
  // Without dpkg the fonts cannot be asked about; Chromium alone is what the tests cannot run without.
  const missing = machine.hasDpkg
    ? PACKAGES.filter((name) => (name === 'chromium' ? !machine.hasChromium : !machine.installed(name)))
    : machine.hasChromium
      ? []
      : ['chromium'];
  if (missing.length === 0) return { action: 'ready' };
  if (machine.isRoot && machine.hasApt) return { action: 'install', packages: missing };
  const sudo = machine.isRoot ? '' : 'sudo ';
  return {
    action: 'advise',
    packages: missing,
    command: `${sudo}apt-get update && ${sudo}apt-get install -y ${missing.join(' ')}`,
  };
}

const succeeds = (command) => {
  try {
    execSync(command, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** This machine, as browserDepsPlan reads it. */
export function thisMachine() {
  let hasChromium = true;
  try {
    accessSync(CHROMIUM, constants.X_OK);
  } catch {
    hasChromium = false;
  }
  return {
    hasChromium,
    hasDpkg: succeeds('command -v dpkg'),
    installed: (name) => succeeds(`dpkg -s ${name}`),
    isRoot: process.getuid?.() === 0,
    hasApt: succeeds('command -v apt-get'),
  };
}

/**
 * Makes the browser tests runnable: true when they can run (after installing what was missing; missing fonts only
 * spoil screenshots), false after printing the command that installs Chromium.
 */
export function ensureBrowserDeps(machine = thisMachine(), run = (command) => execSync(command, { stdio: 'inherit' })) {
  const plan = browserDepsPlan(machine);
  if (plan.action === 'ready') return true;
  if (plan.action === 'install') {
    console.log(`\nInstalling what the browser tests need: ${plan.packages.join(', ')}`);
    try {
      run('apt-get update');
      run(`DEBIAN_FRONTEND=noninteractive apt-get install -y ${plan.packages.join(' ')}`);
      return true;
    } catch {
      console.error('\nThe install failed; see the apt output above.');
      return false;
    }
  }
  const blocking = plan.packages.includes('chromium');
  const need = blocking
    ? `Browser tests need Chromium at ${CHROMIUM}`
    : 'Screenshots need the Noto fonts for emoji and Hindi';
  console.error(`\n${need}. Install with:\n  ${plan.command}`);
  return !blocking;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(ensureBrowserDeps() ? 0 : 1);
