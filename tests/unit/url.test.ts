// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mailtoHref, normalizeExternalUrl } from '../../src/lib/url.ts';

describe('normalizeExternalUrl', () => {
  it.each([
    ['https://acme.no', 'https://acme.no'],
    ['http://acme.no/tilbud?a=1', 'http://acme.no/tilbud?a=1'],
    ['HTTPS://ACME.NO', 'HTTPS://ACME.NO'],
    ['acme.no', 'https://acme.no'],
    ['www.acme.no/tilbud', 'https://www.acme.no/tilbud'],
    ['  acme.no  ', 'https://acme.no'],
    ['acme.no:8080/x', 'https://acme.no:8080/x'],
    ['localhost:3000', 'https://localhost:3000'],
    ['//acme.no/x', 'https://acme.no/x'],
    ['acme.no/søk?q=ø', 'https://acme.no/søk?q=ø'],
  ])('%j becomes %j', (value, expected) => {
    expect(normalizeExternalUrl(value)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['javascript: split by a newline', 'java\nscript:alert(1)'],
    ['javascript: with leading space', '  javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['mailto: (not a web link)', 'mailto:a@b.no'],
    ['a control character', 'acme.no/\u0000x'],
    ['an invalid port', 'acme.no:99999'],
    ['spaces in the host', 'acme no'],
    ['only a scheme', 'https://'],
  ])('refuses %s', (_name, value) => {
    expect(normalizeExternalUrl(value)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('prefills an encoded subject and body with CRLF line breaks', () => {
    expect(
      mailtoHref('salg@acme.no', 'Tilbud: 20 % rabatt', 'Hei Acme,\nJeg vil bruke koden ACME20 & mer'),
    ).toBe(
      'mailto:salg@acme.no?subject=Tilbud%3A%2020%20%25%20rabatt&body=Hei%20Acme%2C%0D%0AJeg%20vil%20bruke%20koden%20ACME20%20%26%20mer',
    );
  });

  it('trims the address', () => {
    expect(mailtoHref('  salg@acme.no ', 'a', 'b')).toBe('mailto:salg@acme.no?subject=a&body=b');
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['no @', 'salg.acme.no'],
    ['two @', 'a@b@acme.no'],
    ['no domain dot', 'salg@acme'],
    ['an extra header', 'salg@acme.no?bcc=all@evil.no'],
    ['a second recipient', 'salg@acme.no,other@evil.no'],
    ['whitespace inside', 'sa lg@acme.no'],
    ['an encoded character', 'salg%40acme.no@x.no'],
  ])('refuses an address with %s', (_name, email) => {
    expect(mailtoHref(email, 'a', 'b')).toBeNull();
  });
});
