import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PadelWorldCupPage } from '../../src/features/marketing/index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NBSP = '\u00a0';
const OFFER_PATH = '/offer/0ffe0000-0000-4000-8000-000000000017';

let root: Root | null = null;
let container: HTMLDivElement;

function render(now: Date) {
  act(() => {
    root = createRoot(container);
    root.render(<PadelWorldCupPage now={now} />);
  });
}

const text = () => container.textContent;
const signUpLinks = () =>
  [...container.querySelectorAll('a')].filter((link) => link.getAttribute('href') === OFFER_PATH);
const status = () => container.querySelector('[data-testid="padel-status"]');

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('the padel world cup page', () => {
  it('shows every figure of the championship', () => {
    render(new Date('2025-09-01T10:00:00Z'));
    expect(container.querySelector('h1')?.textContent).toBe('Padel World Cup');
    for (const figure of [
      `1${NBSP}000${NBSP}kr`,
      `2${NBSP}000${NBSP}kr per lag`,
      '12 lag',
      '2 spillere',
      '4 timer',
      'Americano',
      'kl. 08–10',
      'kl. 10–12',
      'kl. 12–14',
      'kontakt@ordning.no',
    ]) {
      expect(text(), figure).toContain(figure);
    }
    const days = [...container.querySelectorAll('time')].map((time) => time.getAttribute('dateTime'));
    expect(days).toEqual([
      '2025-10-13',
      '2025-10-15',
      '2025-10-16',
      '2025-10-27',
      '2025-10-29',
      '2025-10-30',
    ]);
    expect(container.querySelector('time')?.textContent).toBe('mandag 13. oktober 2025');
  });

  it('invites teams to sign up before the championship, in a new tab', () => {
    render(new Date('2025-09-01T10:00:00Z'));
    expect(status()?.getAttribute('data-status')).toBe('upcoming');
    expect(status()?.textContent).toContain('Påmeldingen er åpen');
    const links = signUpLinks();
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
      expect(link.textContent).toBe('Meld på laget (åpnes i ny fane)');
    }
  });

  it('says the championship is under way between the first group game and the last final', () => {
    render(new Date('2025-10-20T12:00:00Z'));
    expect(status()?.getAttribute('data-status')).toBe('ongoing');
    expect(status()?.textContent).toContain('er i gang');
  });

  it('says the 2025 championship is over afterwards, still listing the facts and the sign-up page', () => {
    render(new Date('2026-11-22T10:00:00Z'));
    expect(status()?.getAttribute('data-status')).toBe('finished');
    expect(status()?.textContent).toContain('Padel World Cup 2025 er ferdigspilt');
    expect(text()).not.toContain('Påmeldingen er åpen');
    expect(text()).toContain('kl. 12–14');
    const links = signUpLinks();
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.every((link) => link.textContent === 'Se påmeldingssiden (åpnes i ny fane)')).toBe(true);
  });

  it('mails the founders from the contact section', () => {
    render(new Date('2026-11-22T10:00:00Z'));
    const mail = container.querySelector('a[href^="mailto:"]');
    expect(mail?.getAttribute('href')).toBe('mailto:kontakt@ordning.no');
    expect(mail?.textContent).toBe('kontakt@ordning.no');
  });
});
