import { describe, expect, it, vi } from 'vitest';
import { browserDepsPlan, ensureBrowserDeps } from './browser-deps.mjs';

/** A Debian machine with nothing installed, run as root: each test changes what it needs. */
const machine = (over = {}) => ({
  hasChromium: false,
  hasDpkg: true,
  installed: () => false,
  isRoot: true,
  hasApt: true,
  ...over,
});
const everything = { hasChromium: true, installed: () => true };

describe('the browser tests’ machine check', () => {
  it('is ready when Chromium and the fonts are there', () => {
    expect(browserDepsPlan(machine(everything))).toEqual({ action: 'ready' });
  });

  it('installs what is missing when run as root with apt, as CI does', () => {
    expect(browserDepsPlan(machine())).toEqual({
      action: 'install',
      packages: ['chromium', 'fonts-noto-color-emoji', 'fonts-noto-core'],
    });
    const fontsOnly = machine({ hasChromium: true, installed: (name) => name === 'fonts-noto-core' });
    expect(browserDepsPlan(fontsOnly)).toEqual({ action: 'install', packages: ['fonts-noto-color-emoji'] });
  });

  it('prints the one command otherwise', () => {
    expect(browserDepsPlan(machine({ isRoot: false }))).toMatchObject({
      action: 'advise',
      command: 'sudo apt-get update && sudo apt-get install -y chromium fonts-noto-color-emoji fonts-noto-core',
    });
    expect(browserDepsPlan(machine({ hasApt: false }))).toMatchObject({ action: 'advise' });
  });

  it('asks only for Chromium where packages cannot be listed (no dpkg)', () => {
    expect(browserDepsPlan(machine({ hasDpkg: false, isRoot: false }))).toMatchObject({
      packages: ['chromium'],
      command: 'sudo apt-get update && sudo apt-get install -y chromium',
    });
    expect(browserDepsPlan(machine({ hasDpkg: false, hasChromium: true }))).toEqual({ action: 'ready' });
  });

  it('runs apt as root and goes on to the browser tests', () => {
    const run = vi.fn();
    expect(ensureBrowserDeps(machine(), run)).toBe(true);
    expect(run.mock.calls.map(([command]) => command)).toEqual([
      'apt-get update',
      'DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-noto-color-emoji fonts-noto-core',
    ]);
  });

  it('stops the browser tests when Chromium cannot be had, printing the command; missing fonts only warn', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = vi.fn();
    expect(ensureBrowserDeps(machine({ isRoot: false }), run)).toBe(false);
    expect(errors.mock.calls.flat().join('\n')).toContain('sudo apt-get install -y chromium');
    expect(ensureBrowserDeps(machine({ isRoot: false, hasChromium: true }), run)).toBe(true);
    const failing = vi.fn(() => {
      throw new Error('apt failed');
    });
    expect(ensureBrowserDeps(machine(), failing)).toBe(false);
    expect(run).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
