import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, mediaDir } from './config';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, fd00::/8 ,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('reads %o as %o', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', 'proxy.local', '10.0.0.0/33', '10.0.0.1,', '::1/129'])('refuses %o', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: use a hop count/);
  });
});

describe('MEDIA_DIR', () => {
  it('is an absolute folder under DATA_DIR by default (the static file server needs one), or the one given', () => {
    const fromData = mediaDir({ DATA_DIR: './data', MEDIA_DIR: undefined });
    expect(isAbsolute(fromData)).toBe(true);
    expect(fromData.endsWith('/data/media')).toBe(true);
    expect(isAbsolute(mediaDir({ DATA_DIR: 'memory://', MEDIA_DIR: undefined }))).toBe(true);
    expect(mediaDir({ DATA_DIR: './data', MEDIA_DIR: '/srv/media' })).toBe('/srv/media');
  });
});
