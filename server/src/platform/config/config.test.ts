import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, loadConfig, parseTileUrl } from './config';

describe('TRUST_PROXY names the proxies (issue 6 item 12)', () => {
  it.each([
    ['unset: no proxy is trusted', undefined, false],
    ['empty', '', false],
    ['0 hops', '0', false],
    ['one address', '127.0.0.1', ['127.0.0.1']],
    ['addresses and networks', '10.0.0.5, 10.0.1.0/24,::1', ['10.0.0.5', '10.0.1.0/24', '::1']],
    ["proxy-addr's names", 'loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%s', (_case, value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  // A hop count trusts whoever connects, proxy or not; Fastify 5.12.1+ ignores one, so it is refused loudly
  // (the old TRUST_PROXY=1 included) rather than silently putting every client behind the proxy's address.
  it.each([
    ['1'],
    ['2'],
    ['true'],
    ['yes'],
    ['*'],
    ['proxy.example.com'],
    ['10.0.0.300'],
    ['10.0.0.0/33'],
    ['-1'],
  ])('refuses %j, which would trust any client or is no address', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('CORS_ORIGINS adds origins to the allowed list (issue 6 item 11)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['https://ops.example.com', ['https://ops.example.com']],
    ['https://ops.example.com/, http://10.0.0.7:4000', ['https://ops.example.com', 'http://10.0.0.7:4000']],
  ])('%j', (value, expected) => {
    expect(loadConfig({ CORS_ORIGINS: value }).corsOrigins).toEqual(expected);
  });

  it.each([['*'], ['ops.example.com'], ['https://ops.example.com/app']])('refuses %j', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/);
  });
});

describe('MAP_TILE_URL is the map tile setting (issue 10 item 1)', () => {
  it('defaults to OpenStreetMap and takes any http(s) template with {z}, {x} and {y}', () => {
    expect(parseTileUrl(undefined)).toBe(DEFAULT_MAP_TILE_URL);
    expect(parseTileUrl(' ')).toBe(DEFAULT_MAP_TILE_URL);
    expect(parseTileUrl('http://tiles.office.local/{z}/{x}/{y}.png')).toBe(
      'http://tiles.office.local/{z}/{x}/{y}.png',
    );
  });

  it.each([
    'tiles.local/{z}/{x}/{y}.png',
    'https://tiles.local/{z}/{x}.png',
    'file:///tiles/{z}/{x}/{y}.png',
  ])('refuses %s', (value) => {
    expect(() => parseTileUrl(value)).toThrow(/MAP_TILE_URL must be an http\(s\) address/);
  });
});

describe('AGENT_OFFER_WAIT_MS bounds how long an agent’s answer waits for the offer round', () => {
  it('is 250 ms by default, the whole round under NODE_ENV=test, and a number of milliseconds when set', () => {
    expect(loadConfig({}).agentOfferWaitMs).toBe(250);
    expect(loadConfig({ NODE_ENV: 'test' }).agentOfferWaitMs).toBeNull();
    expect(loadConfig({ AGENT_OFFER_WAIT_MS: '0' }).agentOfferWaitMs).toBe(0);
    expect(() => loadConfig({ AGENT_OFFER_WAIT_MS: 'soon' })).toThrow(
      'AGENT_OFFER_WAIT_MS must be a whole number of milliseconds, not soon',
    );
  });
});
