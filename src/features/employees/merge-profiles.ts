import { UNKNOWN_PERSON } from './employee-texts.ts';
import type { Employee, EmployeeRow, ProfileRow } from './employee-schema.ts';

const filled = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The rows with their profiles joined in. A profile's fields win over the
 * RPC's copy; where neither has a value the spec's fallback stands in
 * ('Ukjent' 'Bruker', no phone, a placeholder e-mail). `profiles` is null
 * when the profile read failed: the RPC's names are all there is.
 */
export function mergeProfiles(
  rows: readonly EmployeeRow[],
  profiles: readonly ProfileRow[] | null,
): Employee[] {
  const byUser = new Map((profiles ?? []).map((profile) => [profile.user_id, profile]));
  return rows.map((row) => {
    const profile = byUser.get(row.user_id);
    const firstname = filled(profile?.firstname) ?? filled(row.firstname);
    const lastname = filled(profile?.lastname) ?? filled(row.lastname);
    return {
      id: row.id,
      userId: row.user_id,
      companyId: row.company_id,
      role: row.role,
      email: filled(row.email) ?? UNKNOWN_PERSON.email,
      firstname: firstname ?? UNKNOWN_PERSON.firstname,
      lastname: lastname ?? UNKNOWN_PERSON.lastname,
      nameKnown: firstname !== null || lastname !== null,
      phone: filled(profile?.phone) ?? filled(row.phone) ?? UNKNOWN_PERSON.phone,
      status: row.status,
      createdAt: row.created_at,
    };
  });
}
