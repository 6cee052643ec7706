import { describe, expect, it } from 'vitest';
import {
  SALES_INBOX,
  countLeads,
  failure,
  invoke,
  leadBackendForFile,
  leadRows,
  leadSender,
  mailForLead,
  newKey,
  propertyRequest,
  withKey,
} from './support.ts';

const FUNCTION = 'send-eiendomsdrift-email';

const backend = leadBackendForFile();
const send = leadSender(backend, FUNCTION);

describe('send-eiendomsdrift-email with a valid request', () => {
  it('stores the lead, mails the sales inbox and answers {ok, id}', async () => {
    const { data, error, key } = await send(propertyRequest({ orgNr: '928 714 055' }));
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true, id: expect.any(String) as string });

    const rows = await leadRows(backend(), key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: data?.id,
      kind: 'eiendomsdrift',
      status: 'mailed',
      payload: {
        fullName: 'Per Hansen',
        phone: '22 33 44 55',
        email: 'per@fjord.test',
        firmanavn: 'Fjord Eiendom AS',
        orgNr: '928714055',
        adresse: 'Bryggen 3, 5003 Bergen',
        kvadratmeter: 'ca. 1 200',
      },
    });

    const [mail, ...more] = await mailForLead(backend(), data?.id ?? '');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: SALES_INBOX,
      subject: 'Ny forespørsel om eiendomsdrift fra Fjord Eiendom AS',
    });
    for (const line of [
      'Fullt navn: Per Hansen',
      'Telefon: 22 33 44 55',
      'E-post: per@fjord.test',
      'Organisasjonsnummer: 928714055',
      'Adresse: Bryggen 3, 5003 Bergen',
      'Kvadratmeter: ca. 1 200',
    ]) {
      expect(mail?.text).toContain(line);
    }
  });

  it('does not check the phone format and takes the company as optional', async () => {
    const { data, error } = await send(
      propertyRequest({ phone: 'ring sentralbordet', firmanavn: undefined, orgNr: '' }),
    );
    expect(error).toBeNull();
    const [mail] = await mailForLead(backend(), data?.id ?? '');
    expect(mail?.subject).toBe('Ny forespørsel om eiendomsdrift fra Per Hansen');
    expect(mail?.text).toContain('Organisasjonsnummer: Ikke oppgitt');
  });
});

describe('send-eiendomsdrift-email with a repeated idempotency key', () => {
  it('answers the first result again with one row and one mail', async () => {
    const key = newKey();
    const first = await send(propertyRequest(), key);
    const again = await send(propertyRequest(), key);
    expect(again.data).toEqual(first.data);
    expect(await leadRows(backend(), key)).toHaveLength(1);
    expect(await mailForLead(backend(), first.data?.id ?? '')).toHaveLength(1);
  });

  it('gives concurrent duplicates one row and one mail', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(propertyRequest(), key)));
    expect(answers.map((answer) => answer.error)).toEqual([null, null, null, null]);
    expect(new Set(answers.map((answer) => answer.data?.id)).size).toBe(1);
    expect(await leadRows(backend(), key)).toHaveLength(1);
    expect(await mailForLead(backend(), answers[0]?.data?.id ?? '')).toHaveLength(1);
  });

  it('refuses a key already used for a car request', async () => {
    const key = newKey();
    const car = await invoke(backend().anon(), 'send-partout-email', {
      body: {
        fullName: 'Per Hansen',
        phone: '22334455',
        email: 'per@fjord.test',
        antallBiler: '2',
        budsjett: 400000,
        bilType: 'Varebil',
        registrationNumbers: [''],
      },
      headers: withKey(key),
    });
    expect(car.error).toBeNull();
    const { error } = await send(propertyRequest(), key);
    expect((await failure(error)).status).toBe(422);
    expect(await leadRows(backend(), key)).toMatchObject([{ kind: 'partoutcar' }]);
  });
});

describe('send-eiendomsdrift-email with a bad request', () => {
  it.each([
    ['a missing name', { fullName: undefined }, 'fullName', 'Fullt navn er påkrevd'],
    ['a blank phone', { phone: '  ' }, 'phone', 'Telefonnummer er påkrevd'],
    ['a missing e-mail', { email: undefined }, 'email', 'E-post er påkrevd'],
    ['an invalid e-mail', { email: 'per.fjord.test' }, 'email', 'Ugyldig e-postadresse'],
    ['a missing address', { adresse: '' }, 'adresse', 'Adresse er påkrevd'],
    ['missing square metres', { kvadratmeter: undefined }, 'kvadratmeter', 'Kvadratmeter er påkrevd'],
    ['square metres as a number', { kvadratmeter: 1200 }, 'kvadratmeter', 'Kvadratmeter må være tekst'],
    [
      'an invalid org number',
      { orgNr: '123456789' },
      'orgNr',
      'Ugyldig organisasjonsnummer: det må være 9 siffer med gyldig kontrollsiffer',
    ],
    [
      'a company name that is too long',
      { firmanavn: 'A'.repeat(201) },
      'firmanavn',
      'Firmanavn kan være høyst 200 tegn',
    ],
  ])('answers 400 for %s and stores nothing', async (_what, overrides, field, message) => {
    const before = await countLeads(backend());
    const { error, key } = await send(propertyRequest(overrides));
    const { status, body } = await failure(error);
    expect(status).toBe(400);
    expect((body as { details: { path: unknown[]; message: string }[] }).details).toContainEqual(
      expect.objectContaining({ path: [field], message }),
    );
    expect(await leadRows(backend(), key)).toEqual([]);
    expect(await countLeads(backend())).toBe(before);
  });

  it('answers 400 without an idempotency key', async () => {
    const before = await countLeads(backend());
    const { error } = await invoke(backend().anon(), FUNCTION, { body: propertyRequest() });
    expect((await failure(error)).status).toBe(400);
    expect(await countLeads(backend())).toBe(before);
  });
});
