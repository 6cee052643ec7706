-- =============================================================================
-- Policy names within Postgres' 63-byte identifier limit. A longer name is
-- silently truncated when the policy is created ("... other than the o"), so
-- the stored name differs from the one written in the migration, and a later
-- `drop policy` or `alter policy` only works by the same truncation. This
-- renames the one policy still stored under a truncated name; new policies
-- keep their names within 63 bytes (tests/integration/postgres/policy-names.test.ts).
-- =============================================================================

alter policy "Company owners and admins can remove employees other than the o" on public.employees
  rename to "Company managers can remove employees other than the owner";
