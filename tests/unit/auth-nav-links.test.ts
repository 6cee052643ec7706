// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { navLinksFor, navStatus, type NavSession } from '../../src/ui/nav-links.ts';

const labels = (session: NavSession) => navLinksFor(session).map((link) => `${link.label} ${link.to}`);

describe('navLinksFor', () => {
  it('gives a visitor offers, partner and about', () => {
    expect(labels({ status: 'signed_out', roles: [] })).toEqual([
      'Sjekk ut tilbud /offers',
      'Bli en partner /become-partner',
      'Om oss /about-us',
    ]);
  });

  it('adds offer management for the company role and Admin for the admin role', () => {
    expect(labels({ status: 'signed_in', roles: ['company'] })).toContain(
      'Administrer tilbud /company/offers',
    );
    expect(labels({ status: 'signed_in', roles: ['company'] })).not.toContain('Admin /admin');
    expect(labels({ status: 'signed_in', roles: ['admin'] })).toContain('Admin /admin');
    expect(labels({ status: 'signed_in', roles: ['employee'] })).toHaveLength(3);
  });

  it("pitches no partnership to a white-label company's signed-in people, but keeps it for visitors", () => {
    expect(labels({ status: 'signed_in', roles: ['employee'], whiteLabel: true })).toEqual([
      'Sjekk ut tilbud /offers',
      'Om oss /about-us',
    ]);
    expect(labels({ status: 'signed_out', roles: [], whiteLabel: true })).toContain(
      'Bli en partner /become-partner',
    );
    expect(labels({ status: 'signed_in', roles: ['employee'], whiteLabel: false })).toContain(
      'Bli en partner /become-partner',
    );
  });

  it('never shows role links without a session, whatever roles linger', () => {
    expect(labels({ status: 'signed_out', roles: ['admin', 'company'] })).toHaveLength(3);
  });
});

describe('navStatus', () => {
  it('is signed in with a session or with any stored record', () => {
    expect(navStatus('signed_in', false)).toBe('signed_in');
    expect(navStatus('signed_out', true)).toBe('signed_in');
    expect(navStatus('loading', true)).toBe('signed_in');
  });

  it("is the session check's answer without records", () => {
    expect(navStatus('signed_out', false)).toBe('signed_out');
    expect(navStatus('loading', false)).toBe('loading');
  });
});
