import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/backend.ts';
import { STRONG_PASSWORD, client, sql, uniqueEmail, required, authBackendForFile } from './auth-helpers.ts';

const backend = authBackendForFile();

/** The accounts ARCHITECTURE.md promises; the seed may add more. */
const DOCUMENTED_DEMO_ACCOUNTS = [
  'admin@ordning.test',
  'eier@acme.test',
  'ansatt@acme.test',
  'eier@fjord.test',
  'privat@ordning.test',
];

describe('seeded demo accounts', () => {
  it('every demo account with a password signs in with Demo1234! and carries its metadata', async () => {
    const accounts = await sql<{ email: string; raw_user_meta_data: Record<string, unknown> }>(
      backend(),
      `select email, raw_user_meta_data from auth.users
       where email_confirmed_at is not null and coalesce(encrypted_password, '') <> '' order by email`,
    );
    expect(accounts.map((account) => account.email)).toEqual(
      expect.arrayContaining(DOCUMENTED_DEMO_ACCOUNTS),
    );
    for (const account of accounts) {
      const { data, error } = await client(backend()).auth.signInWithPassword({
        email: account.email,
        password: DEMO_PASSWORD,
      });
      expect(error, account.email).toBeNull();
      expect(data.user?.email).toBe(account.email);
      expect(data.user?.user_metadata).toMatchObject(account.raw_user_meta_data);
      expect(data.user?.user_metadata.firstname).toBeTruthy();
    }
  });

  it('a demo account is refused with a wrong password', async () => {
    const { error } = await client(backend()).auth.signInWithPassword({
      email: 'ansatt@acme.test',
      password: 'Demo1234?',
    });
    expect(error?.code).toBe('invalid_credentials');
  });
});

describe('sign-up and the on_auth_user_created trigger', () => {
  // The global role 'employee' is never taken from metadata (only an invitation's membership grants it).
  it('a new sign-up gets its profile from the sign-up metadata, but no employee role', async () => {
    const email = uniqueEmail('trigger');
    const { data, error } = await client(backend()).auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { firstname: 'Tone', lastname: 'Vik', user_type: 'employee' } },
    });
    expect(error).toBeNull();
    const userId = required(data.user, 'user').id;
    expect(
      await sql(backend(), `select firstname, lastname from public.auth_user_profiles where user_id = $1`, [
        userId,
      ]),
    ).toEqual([{ firstname: 'Tone', lastname: 'Vik' }]);
    expect(await sql(backend(), `select role from public.user_roles where user_id = $1`, [userId])).toEqual(
      [],
    );
  });
});
