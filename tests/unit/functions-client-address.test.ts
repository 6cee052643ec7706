// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../supabase/functions/_shared/lead-rate-limit.ts';

const request = (headers: Record<string, string>) => new Request('http://localhost/f', { headers });

describe('clientAddress: the header the platform sets, never the client', () => {
  it('on hosted, trusts Cloudflare over x-forwarded-for, whose first entry the client wrote', () => {
    expect(
      clientAddress(
        request({ 'cf-connecting-ip': '198.51.100.7', 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }),
      ),
    ).toBe('198.51.100.7');
  });

  it('behind the embedded gateway, reads the x-forwarded-for it set', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '127.0.0.1' }))).toBe('127.0.0.1');
  });

  it('has no address without either header, or with blank ones', () => {
    expect(clientAddress(request({}))).toBeNull();
    expect(clientAddress(request({ 'cf-connecting-ip': ' ', 'x-forwarded-for': ' ' }))).toBeNull();
  });
});
