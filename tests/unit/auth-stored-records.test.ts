// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isStoredSession } from '../../src/features/auth/auth-storage.ts';
import { readStoredUserRecord } from '../../src/features/auth/local-records.ts';

// The schemas these records were read with before their checks went by hand (zod left the boot path).
const FormerStoredSessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().check(z.minLength(1)),
  user: z.object({ id: z.string().check(z.minLength(1)) }),
});
const FormerStoredUserSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  roles: z.array(z.enum(['company', 'employee', 'admin'])),
});

const session = { access_token: 'a.b.c', refresh_token: 'r1', user: { id: 'u1', user_metadata: {} } };
const sessions: Record<string, unknown> = {
  'a session as supabase-js stores it': { ...session, expires_at: 1, token_type: 'bearer' },
  'an empty access token': { ...session, access_token: '' },
  'no access token': { ...session, access_token: undefined },
  'an empty refresh token': { ...session, refresh_token: '' },
  'a numeric refresh token': { ...session, refresh_token: 1 },
  'a user without an id': { ...session, user: {} },
  'an empty user id': { ...session, user: { id: '' } },
  'a user as a list': { ...session, user: [{ id: 'u1' }] },
  'a null user': { ...session, user: null },
  'a list': [session],
  null: null,
  text: 'session',
};

const user = { id: 'u1', email: 'ansatt@acme.test', roles: ['employee', 'admin'] };
const users: Record<string, unknown> = {
  'a user as this feature writes it': user,
  'no e-mail': { ...user, email: null },
  'no roles': { ...user, roles: [] },
  'a field beyond the record': { ...user, name: 'Kari' },
  'an empty id': { ...user, id: '' },
  'a numeric id': { ...user, id: 7 },
  'a missing e-mail': { ...user, email: undefined },
  'an unknown role': { ...user, roles: ['owner'] },
  'roles as text': { ...user, roles: 'admin' },
  'a list': [user],
  null: null,
};

describe('the stored records, checked by hand', () => {
  for (const [name, value] of Object.entries(sessions)) {
    it(`gives the former schema's verdict on ${name} (session)`, () => {
      expect(isStoredSession(value)).toBe(FormerStoredSessionSchema.safeParse(value).success);
    });
  }

  for (const [name, value] of Object.entries(users)) {
    it(`gives the former schema's verdict and value on ${name} (user)`, () => {
      const parsed = FormerStoredUserSchema.safeParse(value);
      expect(readStoredUserRecord(value)).toStrictEqual(parsed.success ? parsed.data : null);
    });
  }
});
