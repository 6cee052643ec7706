-- When the current mail attempt of a lead began. A function that stored a
-- lead (or claimed a failed one) and then died before marking it leaves the
-- row 'received'; once its attempt is clearly over, a retry with the same
-- idempotency key may take the row over instead of waiting forever.
alter table public.lead_requests
  add column attempt_started_at timestamptz not null default now();

comment on column public.lead_requests.attempt_started_at is
  'Start of the current mail attempt; a ''received'' row whose attempt is older than the mail timeout may be claimed by a retry.';
