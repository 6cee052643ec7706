-- =============================================================================
-- Invitation quotas per hour as well as per day (issue 23). The hour bounds a
-- burst: a stolen owner session mails at most one CSV import's worth of
-- strangers before the company is stopped; the day bounds the sum. A whole
-- CSV import (500 rows, sent by the server in batches) fits in one hour.
-- private.spend_invitation_quota checks every row of this table by scope, so
-- this stays the one definition of the quotas.
-- =============================================================================

create or replace function private.invitation_limits()
returns table (scope text, per_period interval, max_mails integer)
language sql
immutable
set search_path = ''
as $$
  values
    ('company', interval '1 hour', 500),
    ('company', interval '1 day', 1000),
    ('inviter', interval '1 hour', 500),
    ('inviter', interval '1 day', 1000);
$$;

comment on function private.invitation_limits() is
  'Invitation mails allowed per company and per inviting user in each period: the one definition of the quotas.';
