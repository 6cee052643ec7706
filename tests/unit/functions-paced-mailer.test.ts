import { describe, expect, it } from 'vitest';
import {
  type LeadMail,
  type Mailer,
  OutboxMailer,
  PacedMailer,
  ResendMailer,
  mailerFromEnv,
} from '../../supabase/functions/_shared/mailer.ts';

const MAIL: LeadMail = { to: 'kari@acme.test', subject: 'Hei', html: '<p>Hei</p>', text: 'Hei' };

/** A clock that only moves when slept on, and the mailer's send times on it. */
function fakeClock() {
  let now = 1_000;
  return {
    clock: { now: () => now, sleep: (ms: number) => Promise.resolve(void (now += ms)) },
    advance: (ms: number) => void (now += ms),
    get now() {
      return now;
    },
  };
}

function recorder(time: () => number): Mailer & { sentAt: number[] } {
  const sentAt: number[] = [];
  return { sentAt, send: () => Promise.resolve(void sentAt.push(time())) };
}

const env = (values: Record<string, string>) => ({ get: (key: string) => values[key] });

describe('PacedMailer', () => {
  it('spaces a batch of mails by the interval', async () => {
    const time = fakeClock();
    const inner = recorder(() => time.now);
    const paced = new PacedMailer(inner, 500, time.clock);
    for (let i = 0; i < 4; i += 1) await paced.send(MAIL, { idempotencyKey: String(i) });
    expect(inner.sentAt).toEqual([1_000, 1_500, 2_000, 2_500]);
  });

  it('does not wait when the mails are already far enough apart', async () => {
    const time = fakeClock();
    const inner = recorder(() => time.now);
    const paced = new PacedMailer(inner, 500, time.clock);
    await paced.send(MAIL, { idempotencyKey: 'a' });
    time.advance(800);
    await paced.send(MAIL, { idempotencyKey: 'b' });
    expect(inner.sentAt).toEqual([1_000, 1_800]);
  });
});

describe('mailerFromEnv', () => {
  const resend = { RESEND_API_KEY: 're_test' };

  it('paces Resend at two a second unless told otherwise', () => {
    expect(mailerFromEnv(env(resend))).toBeInstanceOf(PacedMailer);
    expect(mailerFromEnv(env({ ...resend, MAIL_SENDS_PER_SECOND: 'mange' }))).toBeInstanceOf(PacedMailer);
    expect(mailerFromEnv(env({ ...resend, MAIL_SENDS_PER_SECOND: '' }))).toBeInstanceOf(PacedMailer);
    expect(mailerFromEnv(env({ ...resend, MAIL_SENDS_PER_SECOND: '0' }))).toBeInstanceOf(ResendMailer);
  });

  it('uses the local outbox without a Resend key, unpaced', () => {
    const local = { SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_SERVICE_ROLE_KEY: 'service' };
    expect(mailerFromEnv(env(local))).toBeInstanceOf(OutboxMailer);
  });
});
