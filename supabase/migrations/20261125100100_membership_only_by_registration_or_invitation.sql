-- =============================================================================
-- A person joins a company only by registering it (the signup trigger) or by
-- accepting an invitation (a server function with the service role). Clients
-- never insert employees rows: the first release let a company's managers add
-- any user without consent, and then read that user's name and phone as a
-- colleague; an owner could even make a stranger co-owner. Platform admins
-- lose direct inserts too; the service role and security-definer functions
-- are unaffected.
-- =============================================================================

drop policy "Company owners and admins can add employees" on public.employees;

-- Was `for all`; everything but insert stays with the admins.
drop policy "Admins can manage all employees" on public.employees;
create policy "Admins can view all employees" on public.employees
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can change any employee's role" on public.employees
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can remove any employee" on public.employees
  for delete to authenticated using ((select private.is_admin()));

revoke insert on public.employees from anon, authenticated;
