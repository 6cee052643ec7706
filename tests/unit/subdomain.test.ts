// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  detectSubdomain,
  normalizeHost,
  subdomainConfig,
  type SubdomainConfig,
} from '../../src/lib/subdomain.ts';

const PRODUCTION: SubdomainConfig = {
  appDomain: 'ordning.no',
  platformDomains: ['vercel.app', 'netlify.app'],
  backendDomains: ['supabase.co', 'supabase.in', 'abcdefgh.supabase.co'],
};

const LOCAL: SubdomainConfig = {
  appDomain: 'ordning.localhost',
  platformDomains: [],
  backendDomains: ['supabase.co', 'supabase.in', 'ordning.localhost:5173'],
};

describe('the product domain', () => {
  it.each([
    ['acme.ordning.no', 'acme'],
    ['fjord.ordning.no', 'fjord'],
    ['ACME.Ordning.NO', 'acme'],
    ['acme.ordning.no:443', 'acme'],
    ['acme.ordning.no.', 'acme'],
    [' acme.ordning.no ', 'acme'],
    ['deep.acme.ordning.no', 'deep'],
    ['a1-b2.ordning.no', 'a1-b2'],
    ['www.ordning.no', null],
    ['WWW.ordning.no:8080', null],
    ['ordning.no', null],
    ['ordning.no:443', null],
    ['-bad.ordning.no', null],
    ['under_score.ordning.no', null],
    ['notordning.no', null],
  ])('%s gives %s', (host, expected) => {
    expect(detectSubdomain(host, PRODUCTION)).toBe(expected);
  });
});

describe('hosts that never name a company', () => {
  it.each([
    ['a hosting platform app', 'ordning-git-main.vercel.app'],
    ['a hosting platform preview', 'deploy-preview-12--ordning.netlify.app'],
    ['a hosting platform apex', 'vercel.app'],
    ['the Supabase project host', 'abcdefgh.supabase.co'],
    ['another Supabase host', 'zyx.supabase.in'],
    ['Supabase itself', 'api.supabase.co'],
    ['localhost', 'localhost'],
    ['localhost with a port', 'localhost:5173'],
    ['a .localhost host off the product domain', 'acme.other.localhost'],
    ['an IPv4 address', '192.168.1.10'],
    ['an IPv4 address with a port', '127.0.0.1:4173'],
    ['an IPv6 address', '[::1]'],
    ['an IPv6 address with a port', '[2001:db8::1]:8080'],
    ['a bare IPv6 address', 'fe80::1'],
    ['a numeric host', '10.0.0.256'],
    ['an empty host', ''],
    ['a host of dots', '...'],
  ])('%s (%s) gives none', (_name, host) => {
    expect(detectSubdomain(host, PRODUCTION)).toBeNull();
  });
});

describe('other hosts', () => {
  it.each([
    ['acme.example.com', 'acme'],
    ['shop.acme.example.com', 'shop'],
    ['example.co.uk', 'example'],
    ['www.example.com', null],
    ['www.acme.example.com', null],
    ['example.com', null],
    ['intranet', null],
    ['a..example.com', null],
  ])('%s gives %s', (host, expected) => {
    expect(detectSubdomain(host, PRODUCTION)).toBe(expected);
  });
});

describe('locally', () => {
  it.each([
    ['acme.ordning.localhost:5173', 'acme'],
    ['acme.ordning.localhost', 'acme'],
    ['www.ordning.localhost:5173', null],
    ['ordning.localhost:5173', null],
    ['localhost:5173', null],
    ['127.0.0.1:5173', null],
  ])('%s gives %s', (host, expected) => {
    expect(detectSubdomain(host, LOCAL)).toBe(expected);
  });

  it('names the company even when the backend shares the page origin', () => {
    const config = subdomainConfig({
      appDomain: 'ordning.localhost',
      platformDomains: [],
      supabaseUrl: 'http://acme.ordning.localhost:5173',
    });
    expect(detectSubdomain('acme.ordning.localhost:5173', config)).toBe('acme');
  });
});

describe('configuration from the environment', () => {
  it('adds the Supabase domains and the configured Supabase host', () => {
    expect(
      subdomainConfig({
        appDomain: 'ordning.no',
        platformDomains: ['vercel.app'],
        supabaseUrl: 'https://api.ordning-backend.com',
      }),
    ).toEqual({
      appDomain: 'ordning.no',
      platformDomains: ['vercel.app'],
      backendDomains: ['supabase.co', 'supabase.in', 'api.ordning-backend.com'],
    });
  });

  it('treats a custom backend host as giving no subdomain', () => {
    const config = subdomainConfig({
      appDomain: 'ordning.no',
      platformDomains: [],
      supabaseUrl: 'https://api.ordning-backend.com',
    });
    expect(detectSubdomain('api.ordning-backend.com', config)).toBeNull();
    expect(detectSubdomain('acme.ordning-app.com', config)).toBe('acme');
  });

  it('ignores an unusable Supabase URL', () => {
    expect(
      subdomainConfig({ appDomain: 'ordning.no', platformDomains: [], supabaseUrl: 'not a url' })
        .backendDomains,
    ).toEqual(['supabase.co', 'supabase.in']);
  });
});

describe('host normalisation', () => {
  it.each([
    ['Acme.Ordning.NO:443', 'acme.ordning.no'],
    ['acme.ordning.no.', 'acme.ordning.no'],
    ['[::1]:5173', '::1'],
    ['[::1', '::1'],
    ['::1', '::1'],
    ['  localhost:3000 ', 'localhost'],
  ])('%s becomes %s', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});
