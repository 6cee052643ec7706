-- =============================================================================
-- On signup (a row in auth.users), create the user's profile from the signup
-- metadata and their global role from user_type: company -> company,
-- employee -> employee, individual (or anything else) -> none. 'admin' is
-- never taken from metadata, which the user controls.
-- A user created without any name (a bare invite) gets no profile; the app
-- shows such users as invited until they complete one.
-- =============================================================================

create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  metadata jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  first_name text := nullif(btrim(metadata ->> 'firstname'), '');
  last_name text := nullif(btrim(metadata ->> 'lastname'), '');
  phone_number text := nullif(btrim(metadata ->> 'phone'), '');
  signup_type text := metadata ->> 'user_type';
begin
  if first_name is not null or last_name is not null then
    insert into public.auth_user_profiles (user_id, firstname, lastname, phone)
    values (new.id, first_name, last_name, phone_number)
    on conflict (user_id) do nothing;
  end if;

  if signup_type in ('company', 'employee') then
    insert into public.user_roles (user_id, role)
    values (new.id, signup_type)
    on conflict (user_id, role) do nothing;
  end if;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();
