import { describe, expect, it } from 'vitest';
import sendPartoutEmail from '../../../supabase/functions/send-partout-email/handler.ts';
import {
  SALES_INBOX,
  carRequest,
  countLeads,
  failure,
  invoke,
  leadBackendForFile,
  leadRows,
  leadSender,
  mailForLead,
  newKey,
  outboxMail,
  withKey,
} from './support.ts';

const FUNCTION = 'send-partout-email';
const INVALID_PHONE = 'Ugyldig norsk telefonnummer. Bruk format: 123 45 678 eller +47 123 45 678';

const backend = leadBackendForFile();
const send = leadSender(backend, FUNCTION);

describe('send-partout-email with a valid request', () => {
  it('stores the lead, mails the sales inbox and answers {ok, id}', async () => {
    const { data, error, key } = await send(carRequest());
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true, id: expect.any(String) as string });

    const rows = await leadRows(backend(), key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: data?.id, kind: 'partoutcar', status: 'mailed' });
    expect(rows[0]?.mailed_at).not.toBeNull();

    const mails = await mailForLead(backend(), data?.id ?? '');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: SALES_INBOX, subject: 'Ny forespørsel om firmabil fra Acme AS' });
  });

  it('stores the validated payload: trimmed, blanks dropped, org number as digits, plates normalised', async () => {
    const { key } = await send(carRequest({ fullName: '  Kari Nordmann ', extra: 'ignored' }));
    const [row] = await leadRows(backend(), key);
    expect(row?.payload).toEqual({
      fullName: 'Kari Nordmann',
      phone: '+47 412 34 567',
      email: 'kari@acme.test',
      firmanavn: 'Acme AS',
      orgNr: '914563720',
      antallBiler: '5-10',
      budsjett: 1250000,
      bilType: 'Elektrisk SUV',
      registrationNumbers: ['AB 12345', 'EL 98765'],
      fleetSupplier: 'Fjordleasing',
    });
  });

  it('lists every field in the mail, the budget in whole kroner, and escapes what was typed', async () => {
    const { data } = await send(carRequest({ fullName: '<b>Kari</b> & co', autopassSupplier: 'Skyttel' }));
    const [mail] = await mailForLead(backend(), data?.id ?? '');
    expect(mail?.text).toMatch(/^Budsjett: 1\s250\s000\skr$/m);
    for (const line of [
      'Fullt navn: <b>Kari</b> & co',
      'Telefon: +47 412 34 567',
      'E-post: kari@acme.test',
      'Firmanavn: Acme AS',
      'Organisasjonsnummer: 914563720',
      'Antall biler: 5-10',
      'Biltype: Elektrisk SUV',
      'Registreringsnumre: AB 12345, EL 98765',
      'Flåteleverandør: Fjordleasing',
      'AutoPASS-leverandør: Skyttel',
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.html).toContain('&lt;b&gt;Kari&lt;/b&gt; &amp; co');
    expect(mail?.html).not.toContain('<b>Kari</b>');
    expect(mail?.html).toContain('<li>AB 12345</li>');
  });

  it('names the person in the subject when no company is given, and says what was left out', async () => {
    const { data } = await send(
      carRequest({ firmanavn: '', orgNr: null, fleetSupplier: undefined, registrationNumbers: [''] }),
    );
    const [mail] = await mailForLead(backend(), data?.id ?? '');
    expect(mail?.subject).toBe('Ny forespørsel om firmabil fra Kari Nordmann');
    expect(mail?.text).toContain('Firmanavn: Ikke oppgitt');
    expect(mail?.text).toContain('Registreringsnumre: Ikke oppgitt');
  });

  it.each([
    ['a number with +47', '+47 412 34 567'],
    ['47 without the plus', '4741234567'],
    ['eight digits in groups', '412 34 567'],
    ['hyphens', '412-34-567'],
    ['a landline starting with 2', '22334455'],
    ['a number starting with 9', '912 34 567'],
  ])('accepts a Norwegian phone number: %s', async (_what, phone) => {
    const { error } = await send(carRequest({ phone }));
    expect(error).toBeNull();
  });
});

describe('send-partout-email with a repeated idempotency key', () => {
  it('answers the first result again and stores and mails nothing new', async () => {
    const key = newKey();
    const first = await send(carRequest(), key);
    const again = await send(carRequest(), key);
    expect(again.error).toBeNull();
    expect(again.data).toEqual(first.data);
    expect(await leadRows(backend(), key)).toHaveLength(1);
    expect(await mailForLead(backend(), first.data?.id ?? '')).toHaveLength(1);
  });

  it('treats the key case-insensitively', async () => {
    const key = newKey();
    const first = await send(carRequest(), key);
    const again = await send(carRequest(), key.toUpperCase());
    expect(again.data).toEqual(first.data);
    expect(await leadRows(backend(), key)).toHaveLength(1);
  });

  it('gives concurrent duplicates one row, one mail and the same answer', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(carRequest(), key)));
    for (const answer of answers) expect(answer.error).toBeNull();
    const ids = new Set(answers.map((answer) => answer.data?.id));
    expect(ids.size).toBe(1);
    expect(await leadRows(backend(), key)).toHaveLength(1);
    expect(await mailForLead(backend(), [...ids][0] ?? '')).toHaveLength(1);
  });

  it('refuses the key for a different request with 422 and keeps the first', async () => {
    const key = newKey();
    const first = await send(carRequest(), key);
    const { error } = await send(carRequest({ bilType: 'Varebil' }), key);
    expect(await failure(error)).toEqual({
      status: 422,
      body: {
        error:
          'Idempotensnøkkelen er allerede brukt for en annen forespørsel. Send forespørselen med en ny nøkkel.',
      },
    });
    const rows = await leadRows(backend(), key);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload.bilType).toBe('Elektrisk SUV');
    expect(rows[0]?.id).toBe(first.data?.id);
  });
});

describe('send-partout-email with a bad request', () => {
  it.each([
    ['a missing name', { fullName: undefined }, 'fullName', 'Fullt navn er påkrevd'],
    ['a blank name', { fullName: '   ' }, 'fullName', 'Fullt navn er påkrevd'],
    ['a name that is not text', { fullName: 42 }, 'fullName', 'Fullt navn må være tekst'],
    ['a missing phone', { phone: undefined }, 'phone', 'Telefonnummer er påkrevd'],
    ['a phone that is too short', { phone: '412 34 56' }, 'phone', INVALID_PHONE],
    ['a phone starting with 1', { phone: '123 45 678' }, 'phone', INVALID_PHONE],
    ['a phone starting with 0', { phone: '012 34 567' }, 'phone', INVALID_PHONE],
    ['a foreign number', { phone: '+46 70 123 45 67' }, 'phone', INVALID_PHONE],
    ['letters in the phone', { phone: '412 34 5x7' }, 'phone', INVALID_PHONE],
    ['a missing e-mail', { email: '' }, 'email', 'E-post er påkrevd'],
    ['an invalid e-mail', { email: 'kari@' }, 'email', 'Ugyldig e-postadresse'],
    ['a missing number of cars', { antallBiler: ' ' }, 'antallBiler', 'Antall biler er påkrevd'],
    ['a missing budget', { budsjett: undefined }, 'budsjett', 'Budsjett er påkrevd'],
    ['a zero budget', { budsjett: 0 }, 'budsjett', 'Budsjett må være større enn 0'],
    ['a negative budget', { budsjett: -5000 }, 'budsjett', 'Budsjett må være større enn 0'],
    ['a budget with øre', { budsjett: 1500.5 }, 'budsjett', 'Budsjett må være et helt antall kroner'],
    ['a budget as text', { budsjett: '500000' }, 'budsjett', 'Budsjett må være et tall i hele kroner'],
    ['a missing car type', { bilType: undefined }, 'bilType', 'Biltype er påkrevd'],
    [
      'an org number with a wrong check digit',
      { orgNr: '914563721' },
      'orgNr',
      'Ugyldig organisasjonsnummer: det må være 9 siffer med gyldig kontrollsiffer',
    ],
    [
      'an org number of eight digits',
      { orgNr: '91456372' },
      'orgNr',
      'Ugyldig organisasjonsnummer: det må være 9 siffer med gyldig kontrollsiffer',
    ],
    [
      'missing registration numbers',
      { registrationNumbers: undefined },
      'registrationNumbers',
      'Registreringsnumre (registrationNumbers) mangler',
    ],
    [
      'no registration number rows',
      { registrationNumbers: [] },
      'registrationNumbers',
      'Registreringsnumre må ha minst én rad (den kan være tom)',
    ],
    [
      'registration numbers as one text',
      { registrationNumbers: 'AB 12345' },
      'registrationNumbers',
      'Registreringsnumre må være en liste med tekst',
    ],
    [
      'a fleet supplier that is not text',
      { fleetSupplier: 7 },
      'fleetSupplier',
      'Flåteleverandør må være tekst',
    ],
  ])('answers 400 for %s and stores nothing', async (_what, overrides, field, message) => {
    const before = await countLeads(backend());
    const { error, key } = await send(carRequest(overrides));
    const { status, body } = await failure(error);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'Ugyldig forespørsel' });
    expect((body as { details: { path: unknown[]; message: string }[] }).details).toContainEqual(
      expect.objectContaining({ path: [field], message }),
    );
    expect(await leadRows(backend(), key)).toEqual([]);
    expect(await countLeads(backend())).toBe(before);
  });

  it('reports every broken field at once', async () => {
    const { error } = await send(carRequest({ fullName: '', phone: '1', budsjett: 0 }));
    const { body } = await failure(error);
    const paths = (body as { details: { path: string[] }[] }).details.map((detail) => detail.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['fullName', 'phone', 'budsjett']));
  });

  it('answers 400 for a body that is not an object', async () => {
    const { error } = await send(['Kari Nordmann']);
    expect(await failure(error)).toMatchObject({
      status: 400,
      body: { details: [{ message: 'Forespørselen må være et JSON-objekt med feltene fra skjemaet' }] },
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await fetch(`${backend().url}/functions/v1/${FUNCTION}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${backend().anonKey}`,
        'Content-Type': 'application/json',
        ...withKey(newKey()),
      },
      body: '{"fullName": "Kari',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: [{ code: 'invalid_json' }] });
  });

  it('answers 400 without an idempotency key and stores and mails nothing', async () => {
    const before = await countLeads(backend());
    const mailsBefore = (await outboxMail(backend())).length;
    const { error } = await invoke(backend().anon(), FUNCTION, { body: carRequest() });
    expect(await failure(error)).toEqual({
      status: 400,
      body: { error: 'Mangler idempotensnøkkel: send headeren x-idempotency-key med en UUID' },
    });
    expect(await countLeads(backend())).toBe(before);
    expect(await outboxMail(backend())).toHaveLength(mailsBefore);
  });

  it.each([['not-a-uuid'], ['12345678-1234-1234-1234-1234567890'], ['g2345678-1234-1234-1234-123456789012']])(
    'answers 400 for the malformed idempotency key %s',
    async (key) => {
      const before = await countLeads(backend());
      const { error } = await send(carRequest(), key);
      expect(await failure(error)).toEqual({
        status: 400,
        body: { error: 'Ugyldig idempotensnøkkel: x-idempotency-key må være en UUID' },
      });
      expect(await countLeads(backend())).toBe(before);
    },
  );

  it('accepts only POST', async () => {
    const { error } = await invoke(backend().anon(), FUNCTION, { method: 'GET', headers: withKey(newKey()) });
    expect((await failure(error)).status).toBe(405);
  });
});

describe('send-partout-email for browsers', () => {
  // The local gateway answers preflights itself; hosted Supabase passes them to the function.
  it('answers a preflight allowing the idempotency header, as deployed', async () => {
    const response = await sendPartoutEmail(
      new Request('https://project.supabase.co/send-partout-email', {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://ordning.no',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type, x-idempotency-key',
        },
      }),
      { get: () => undefined },
    );
    expect(response.status).toBe(200);
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    expect(allowed.split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'apikey', 'content-type', 'x-idempotency-key']),
    );
  });

  it('is public (verify_jwt = false): without a key the function itself answers, with its own checks', async () => {
    const response = await fetch(`${backend().url}/functions/v1/${FUNCTION}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...withKey(newKey()) },
      body: JSON.stringify({ ...carRequest(), email: 'ikke-en-adresse' }),
    });
    // Not the platform's 401: a publishable key is no JWT, so the platform check is off here.
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) as unknown });
  });
});
