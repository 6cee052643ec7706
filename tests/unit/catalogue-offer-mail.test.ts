// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offerMailBody, offerMailSubject } from '../../src/features/offer-detail/offer-mail.ts';
import { mailtoHref } from '../../src/lib/url.ts';

describe('the prefilled offer mail', () => {
  it('names the company, the offer and the code in Norwegian', () => {
    const body = offerMailBody({
      title: '25 % på firmalunsj',
      company: 'Trattoria Solsiden',
      discountCode: 'TRATTORIA-LUNSJ',
    });
    expect(body).toBe(
      [
        'Hei Trattoria Solsiden!',
        '',
        'Jeg vil gjerne benytte meg av tilbudet «25 % på firmalunsj» som jeg fant på Ordning.',
        'Rabattkoden min er TRATTORIA-LUNSJ.',
        '',
        'Kan dere fortelle meg hvordan jeg går videre?',
        '',
        'Med vennlig hilsen',
      ].join('\n'),
    );
  });

  it('leaves out what the offer lacks', () => {
    const body = offerMailBody({ title: 'Boliglån', company: null, discountCode: '  ' });
    expect(body.startsWith('Hei!\n')).toBe(true);
    expect(body).not.toContain('Rabattkode');
  });

  it('uses the title as the subject and survives the mailto encoding', () => {
    const offer = { title: 'Kaffe & kake?', company: 'Bakeriet', discountCode: 'BAKERI-KAFFE' };
    const href = mailtoHref('hei@bakeriet.test', offerMailSubject(offer), offerMailBody(offer));
    expect(href).not.toBeNull();
    const url = new URL(href ?? '');
    expect(url.pathname).toBe('hei@bakeriet.test');
    expect(url.searchParams.get('subject')).toBe('Kaffe & kake?');
    expect(url.searchParams.get('body')).toContain('Rabattkoden min er BAKERI-KAFFE.\r\n');
  });
});
