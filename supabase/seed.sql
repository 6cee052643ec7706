-- =============================================================================
-- Local demo data (supabase db reset / the embedded backend's first start).
-- Never deployed: hosted projects get their data from real users.
--
-- Demo accounts, all with the password Demo1234!:
--   admin@ordning.test   platform admin (user_roles admin)
--   eier@acme.test       owner of Acme AS (company role)
--   leder@acme.test      admin of Acme AS (company role)
--   ansatt@acme.test     employee of Acme AS (employee role)
--   selger@acme.test     employee of Acme AS (employee role)
--   invitert@acme.test   invited to Acme AS, has not accepted (no profile, no password)
--   eier@fjord.test      owner of Fjord Eiendom AS (company role)
--   drift@fjord.test     employee of Fjord Eiendom AS (employee role)
--   privat@ordning.test  private individual (no role)
-- Fixed UUIDs so tests and links can name rows. Offer images live in
-- supabase/seed-images/ (scripts/generate-seed-images.ts renders them). In the
-- offer-images bucket each company's images sit in its own folder ({company
-- id}/, as its uploads would); the admin-curated offers' images sit in seed/,
-- a folder only platform admins write to.
-- =============================================================================

-- =============================================================================
-- Users. The on_auth_user_created trigger turns the signup metadata into
-- profiles and user_roles rows, exactly as a real signup does.
-- =============================================================================

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_token, recovery_token, email_change, email_change_token_new, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
  case when u.invited then '' else '$2b$10$Cg0.5bdx6dju25zcABD2Y.rudpeZY9qQINZSwCTgsuAodpX2hchKu' end,
  case when u.invited then null else u.created_at::timestamptz end,
  case when u.invited then u.created_at::timestamptz end,
  -- GoTrue reads these token columns as strings: empty, never null.
  '', '', '', '',
  '{"provider":"email","providers":["email"]}'::jsonb,
  u.metadata::jsonb,
  u.created_at::timestamptz, u.created_at::timestamptz
from (values
  ('0d0e0000-0000-4000-8000-000000000001', 'admin@ordning.test', false, '2026-05-02 09:00:00+02',
   '{"user_type":"individual","firstname":"Sigrid","lastname":"Aasen","phone":"+47 400 10 001"}'),
  ('0d0e0000-0000-4000-8000-000000000002', 'eier@acme.test', false, '2026-05-04 10:15:00+02',
   '{"user_type":"company","firstname":"Lars","lastname":"Haugen","phone":"+47 412 34 567","company_name":"Acme AS","org_no":"914563720","address":"Storgata 12, 0155 Oslo"}'),
  ('0d0e0000-0000-4000-8000-000000000003', 'ansatt@acme.test', false, '2026-05-11 08:30:00+02',
   '{"user_type":"employee","firstname":"Kari","lastname":"Nordmann","phone":"+47 934 56 789"}'),
  ('0d0e0000-0000-4000-8000-000000000004', 'eier@fjord.test', false, '2026-05-06 13:45:00+02',
   '{"user_type":"company","firstname":"Marte","lastname":"Fjeldstad","phone":"+47 481 22 333","company_name":"Fjord Eiendom AS","org_no":"928714055","address":"Bryggen 3, 5003 Bergen"}'),
  ('0d0e0000-0000-4000-8000-000000000005', 'privat@ordning.test', false, '2026-05-20 19:05:00+02',
   '{"user_type":"individual","firstname":"Ola","lastname":"Nordmann","phone":null}'),
  ('0d0e0000-0000-4000-8000-000000000006', 'leder@acme.test', false, '2026-05-05 11:00:00+02',
   '{"user_type":"company","firstname":"Jonas","lastname":"Berg","phone":"+47 455 67 890"}'),
  ('0d0e0000-0000-4000-8000-000000000007', 'selger@acme.test', false, '2026-06-02 09:20:00+02',
   '{"user_type":"employee","firstname":"Nora","lastname":"Lie","phone":"+47 922 11 445"}'),
  ('0d0e0000-0000-4000-8000-000000000008', 'invitert@acme.test', true, '2026-11-12 14:00:00+01',
   '{"user_type":"employee"}'),
  ('0d0e0000-0000-4000-8000-000000000009', 'drift@fjord.test', false, '2026-06-10 07:50:00+02',
   '{"user_type":"employee","firstname":"Even","lastname":"Dahl","phone":"+47 468 90 123"}')
) as u (id, email, invited, created_at, metadata);

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', u.email_confirmed_at is not null),
       'email', u.created_at, u.created_at
from auth.users u
where u.id::text like '0d0e0000-%';

-- Platform admin is granted by hand, never by signup metadata.
insert into public.user_roles (user_id, role) values ('0d0e0000-0000-4000-8000-000000000001', 'admin');

-- =============================================================================
-- Companies and employees. Acme AS is white-label on acme.<app domain>;
-- Fjord Eiendom AS has reserved a subdomain and colours but not enabled them,
-- so its branding stays private. Both are verified (issue 23): only verified
-- companies publish to others and hold a subdomain.
-- =============================================================================

insert into public.companies (
  id, name, org_no, invoice_email, address, phone, subdomain, is_white_label_enabled, branding_config, created_at,
  verification_status, verified_at, verification_method, registered_by
) values
  ('0c0a0000-0000-4000-8000-000000000001', 'Acme AS', '914563720', 'faktura@acme.test',
   'Storgata 12, 0155 Oslo', '+47 22 12 34 56', 'acme', true,
   '{"title":"Acme Fordeler","meta_description":"Fordeler og rabatter for ansatte i Acme AS","primary_hsl":"214 84% 42%","secondary_hsl":"210 40% 94%","accent_hsl":"28 92% 54%","theme":"light","logo_url":"/storage/v1/object/public/offer-images/0c0a0000-0000-4000-8000-000000000001/acme-logo.webp","favicon_url":"/storage/v1/object/public/offer-images/0c0a0000-0000-4000-8000-000000000001/acme-favicon.webp","og_image":"/storage/v1/object/public/offer-images/0c0a0000-0000-4000-8000-000000000001/acme-og.webp"}',
   '2026-05-04 10:20:00+02', 'verified', '2026-05-04 10:20:00+02', 'admin',
   '0d0e0000-0000-4000-8000-000000000002'),
  ('0c0a0000-0000-4000-8000-000000000002', 'Fjord Eiendom AS', '928714055', 'regnskap@fjord.test',
   'Bryggen 3, 5003 Bergen', '+47 55 30 40 50', 'fjord', false,
   '{"title":"Fjord Eiendom","primary_hsl":"190 70% 30%","secondary_hsl":"190 30% 92%","accent_hsl":"350 70% 50%","theme":"dark"}',
   '2026-05-06 13:50:00+02', 'verified', '2026-05-06 13:50:00+02', 'admin',
   '0d0e0000-0000-4000-8000-000000000004');

insert into public.employees (id, user_id, company_id, role, created_at, updated_at)
select id::uuid, user_id::uuid, company_id::uuid, role, created_at::timestamptz, created_at::timestamptz
from (values
  ('0e0e0000-0000-4000-8000-000000000001', '0d0e0000-0000-4000-8000-000000000002', '0c0a0000-0000-4000-8000-000000000001', 'owner', '2026-05-04 10:20:00+02'),
  ('0e0e0000-0000-4000-8000-000000000002', '0d0e0000-0000-4000-8000-000000000006', '0c0a0000-0000-4000-8000-000000000001', 'admin', '2026-05-05 11:05:00+02'),
  ('0e0e0000-0000-4000-8000-000000000003', '0d0e0000-0000-4000-8000-000000000003', '0c0a0000-0000-4000-8000-000000000001', 'employee', '2026-05-11 08:35:00+02'),
  ('0e0e0000-0000-4000-8000-000000000004', '0d0e0000-0000-4000-8000-000000000007', '0c0a0000-0000-4000-8000-000000000001', 'employee', '2026-06-02 09:25:00+02'),
  ('0e0e0000-0000-4000-8000-000000000005', '0d0e0000-0000-4000-8000-000000000008', '0c0a0000-0000-4000-8000-000000000001', 'employee', '2026-11-12 14:00:00+01'),
  ('0e0e0000-0000-4000-8000-000000000006', '0d0e0000-0000-4000-8000-000000000004', '0c0a0000-0000-4000-8000-000000000002', 'owner', '2026-05-06 13:50:00+02'),
  ('0e0e0000-0000-4000-8000-000000000007', '0d0e0000-0000-4000-8000-000000000009', '0c0a0000-0000-4000-8000-000000000002', 'employee', '2026-06-10 07:55:00+02')
) as e (id, user_id, company_id, role, created_at);

-- =============================================================================
-- Categories: the seven known keys.
-- =============================================================================

insert into public.categories (id, key, name, display_order, created_at, updated_at) values
  ('0ca70000-0000-4000-8000-000000000001', 'car', 'Bil', 1, '2026-05-01 12:00:00+02', '2026-05-01 12:00:00+02'),
  ('0ca70000-0000-4000-8000-000000000002', 'food-drink', 'Mat og drikke', 2, '2026-05-01 12:00:00+02', '2026-05-01 12:00:00+02'),
  ('0ca70000-0000-4000-8000-000000000003', 'finance', 'Økonomi', 3, '2026-05-01 12:00:00+02', '2026-05-01 12:00:00+02'),
  ('0ca70000-0000-4000-8000-000000000004', 'software', 'Programvare', 4, '2026-05-01 12:00:00+02', '2026-05-01 12:00:00+02'),
  ('0ca70000-0000-4000-8000-000000000005', 'sport', 'Sport', 5, '2026-05-01 12:00:00+02', '2026-05-01 12:00:00+02'),
  ('0ca70000-0000-4000-8000-000000000006', 'opplevelser', 'Opplevelser', 6, '2026-05-01 12:00:00+02', '2026-05-01 12:00:00+02'),
  ('0ca70000-0000-4000-8000-000000000007', 'other', 'Annet', 7, '2026-05-01 12:00:00+02', '2026-05-01 12:00:00+02');

-- =============================================================================
-- Offers. Admin-curated offers (company_id null) say 'Spør oss'; offers lodged
-- by a company say 'Se tilbud', as the two create forms do. Descriptions use
-- only what the Quill editor produces. detailed_description is a copy of the
-- description; image is the first of images.
-- =============================================================================

insert into public.offers (
  id, company_id, company, title, description, detailed_description, image, images, discount,
  target_audience, hidden, offer_active, created_at, updated_at
)
select
  ('0ffe0000-0000-4000-8000-0000000000' || lpad(o.n::text, 2, '0'))::uuid,
  o.company_id::uuid,
  o.company,
  o.title,
  o.description,
  o.description,
  '/storage/v1/object/public/offer-images/' || coalesce(o.company_id, 'seed') || '/' || o.files[1] || '.webp',
  array(select '/storage/v1/object/public/offer-images/' || coalesce(o.company_id, 'seed') || '/' || f || '.webp'
        from unnest(o.files) with ordinality as file (f, position) order by position),
  case when o.company_id is null then 'Spør oss' else 'Se tilbud' end,
  o.audience,
  o.hidden,
  o.active,
  o.created_at::timestamptz,
  o.created_at::timestamptz
from (values
  (1, null, 'Nordlys Bilpleie', '30 % på innvendig og utvendig bilvask', 'both', false, true, '2026-11-18 09:30:00+01',
   array['nordlys-bilpleie-1', 'nordlys-bilpleie-2'],
   $d$<h2>Skinnende bil – uten å løfte en finger</h2><p>Nordlys Bilpleie vasker, vokser og støvsuger bilen mens du er på jobb. Som ansatt får du <strong>30 % rabatt</strong> på alle pakker med innvendig og utvendig vask.</p><ul><li>Håndvask med pH-nøytral såpe</li><li>Støvsuging og rens av seter</li><li>Voksbehandling som beskytter mot veisalt</li></ul><p>Bestill time på nettsiden og oppgi rabattkoden ved booking.</p>$d$),
  (2, null, 'Trygg Bilverksted', 'EU-kontroll til fast pris', 'both', false, true, '2026-11-14 12:00:00+01',
   array['trygg-bilverksted-1'],
   $d$<p>Trygg Bilverksted tar EU-kontrollen for <strong>690 kr</strong> <s>990 kr</s> for personbiler og varebiler under 3 500 kg.</p><h3>Slik gjør du</h3><ol><li>Bestill time med rabattkoden</li><li>Lever bilen før kl. 08.00</li><li>Hent den ferdig kontrollert samme dag</li></ol><p><em>Gjelder ikke utbedring av eventuelle avvik.</em></p>$d$),
  (3, null, 'Vestland Dekkhotell', 'Dekkskift og dekkhotell for firmabiler', 'business', false, true, '2026-11-09 08:15:00+01',
   array['vestland-dekkhotell-1'],
   $d$<h2>Hele bilparken klar for vinteren</h2><p>Vi henter, skifter og lagrer dekkene til firmabilene deres. Bedrifter med fem biler eller flere får <strong>gratis henting</strong> og <u>20 % på dekkhotell</u> for hele sesongen.</p><blockquote>«Vi sparte en hel arbeidsdag per bil i fjor.» – fornøyd flåtesjef</blockquote>$d$),
  (4, null, 'Fjellvegen Bilutleie', '15 % på leiebil i hele Norge', 'individual', false, false, '2026-06-18 10:00:00+02',
   array['fjellvegen-bilutleie-1'],
   $d$<p>Skal du på hyttetur eller roadtrip? Fjellvegen Bilutleie har elbiler og firehjulstrekk på over 40 steder fra Kristiansand til Alta.</p><p>Tilbudet åpner igjen til <strong>vintersesongen</strong>. Følg med!</p>$d$),
  (5, null, 'Bakeriet på Hjørnet', 'Gratis kaffe til bakevarer før kl. 10', 'individual', false, true, '2026-11-16 07:00:00+01',
   array['bakeriet-pa-hjornet-1', 'bakeriet-pa-hjornet-2'],
   $d$<h2>God morgen!</h2><p>Kjøp et bakverk før klokken ti, så spanderer vi kaffen. Kanelboller, skoleboller og surdeigsbrød bakes hver natt i egen bakstue.</p><ul><li>Gjelder alle hverdager</li><li>Vis koden i kassen</li></ul>$d$),
  (6, null, 'Fjordfisk Sjømat', '20 % på fiskekasse levert på døra', 'both', false, true, '2026-10-30 11:30:00+01',
   array['fjordfisk-sjomat-1'],
   $d$<p>Fersk torsk, laks og reker fra kysten, levert i kjølekasse samme dag som fangsten kommer i land.</p><p><strong>20 % rabatt</strong> på første og andre kasse. All fisken er fanget etter rådene om <a href="https://www.sjomatraadet.test/baerekraft" rel="noopener noreferrer" target="_blank">bærekraftig fiske</a>.</p>$d$),
  (7, null, 'Trattoria Solsiden', '25 % på firmalunsj for 10 personer eller flere', 'business', false, true, '2026-11-05 13:00:00+01',
   array['trattoria-solsiden-1', 'trattoria-solsiden-2', 'trattoria-solsiden-3'],
   $d$<h2>Lunsj som samler teamet</h2><p>Hjemmelaget pasta, steinovnsbakt pizza og salater med råvarer fra lokale bønder. Vi dekker langbord til grupper fra 10 til 60 personer.</p><h3>Inkludert i avtalen</h3><ul><li><strong>25 % rabatt</strong> på hele bestillingen</li><li>Eget rom med skjerm for presentasjoner</li><li>Vegetar- og glutenfrie alternativer</li></ul><p><em>Bestill minst tre dager i forveien.</em></p>$d$),
  (8, null, 'Smak av Lofoten', 'Smakskasse med tørrfisk og spekemat', 'individual', true, true, '2026-07-22 15:00:00+02',
   array['smak-av-lofoten-1'],
   $d$<p>En kasse med det beste fra Lofoten: tørrfisk, spekepølse av lam og multesyltetøy.</p><p><s>Utsolgt for sesongen</s></p>$d$),
  (9, null, 'Nordlig Regnskap', 'Første måned regnskap gratis for nye bedrifter', 'business', false, true, '2026-10-21 09:00:00+02',
   array['nordlig-regnskap-1'],
   $d$<h2>Regnskap du slipper å tenke på</h2><p>Autoriserte regnskapsførere tar bokføring, lønn, mva-melding og årsoppgjør. Nye kunder får <strong>første måned gratis</strong> og fast månedspris etterpå.</p><ol><li>Book et gratis oppstartsmøte</li><li>Vi henter bilag fra banken automatisk</li><li>Du får månedlig rapport på e-post</li></ol>$d$),
  (10, null, 'Fjelltopp Forsikring', 'Innboforsikring med 20 % ansattrabatt', 'individual', false, true, '2026-10-12 10:45:00+02',
   array['fjelltopp-forsikring-1', 'fjelltopp-forsikring-2'],
   $d$<p>Innbo, reise og ulykke i én avtale. Som ansatt i en partnerbedrift får du <strong>20 % rabatt</strong> så lenge du er kunde.</p><blockquote>Ingen egenandel ved vannskade det første året.</blockquote><p>Beregn pris på nettsiden og bruk koden ved kjøp.</p>$d$),
  (11, null, 'Kroneklok Sparebank', 'Boliglån med ansattrente', 'individual', false, true, '2026-09-28 08:00:00+02',
   array['kroneklok-sparebank-1'],
   $d$<h2>Lavere rente på boliglånet</h2><p>Kroneklok Sparebank gir partneransatte samme rente som egne ansatte. Søk om lån eller flytt lånet ditt digitalt på ti minutter.</p><ul><li>Ingen etableringsgebyr</li><li>Personlig rådgiver</li></ul><p><em>Eksempel: effektiv rente 5,12 %, 3 mill., 25 år, totalt 5,3 mill.</em></p>$d$),
  (12, null, 'Skyhavn IT', 'Skylagring for bedrifter: tre måneder gratis', 'business', false, true, '2026-11-02 14:20:00+01',
   array['skyhavn-it-1'],
   $d$<p>Sikker skylagring i norske datasentre med versjonshistorikk og delte mapper for hele teamet.</p><h3>Tilbudet</h3><ul><li><strong>1 TB per bruker</strong></li><li>Tre måneder gratis, deretter 49 kr per bruker</li><li>Hjelp til flytting fra gamle filservere</li></ul>$d$),
  (13, null, 'Kodeverket', 'Kurs i TypeScript for utviklere: 40 % rabatt', 'both', false, true, '2026-10-08 16:00:00+02',
   array['kodeverket-1', 'kodeverket-2'],
   $d$<h2>Fra JavaScript til TypeScript på to dager</h2><p>Praktisk kurs med erfarne utviklere. Du skriver ekte kode fra første time:</p><pre class="ql-syntax" spellcheck="false">function velkommen(navn: string): string {
  return `Hei, ${navn}!`;
}
</pre><p>Kurset holdes i Oslo, Bergen og digitalt. <u>40 % rabatt</u> med koden.</p>$d$),
  (14, null, 'Passordvakt', 'Passordbehandler for hele familien: 50 % første år', 'individual', false, true, '2026-09-15 12:10:00+02',
   array['passordvakt-1'],
   $d$<p>Ett sterkt hovedpassord – resten husker Passordvakt for deg. Familiepakken dekker seks personer og alle enheter.</p><p><strong>Halv pris første år.</strong> Les gjerne <a href="https://www.nettvett.test/passord" rel="noopener noreferrer" target="_blank">rådene om sterke passord</a> først.</p>$d$),
  (15, null, 'Nettrygg', 'VPN og ID-tyverisikring', 'both', false, false, '2026-08-30 09:40:00+02',
   array['nettrygg-1'],
   $d$<p>Nettrygg varsler deg hvis personopplysningene dine dukker opp på nettet, og krypterer trafikken på offentlige nett.</p><p><em>Avtalen fornyes – nytt tilbud kommer snart.</em></p>$d$),
  (16, null, 'Toppform Treningssenter', 'Ingen innmeldingsavgift og 20 % på medlemskap', 'both', false, true, '2026-11-11 06:30:00+01',
   array['toppform-treningssenter-1', 'toppform-treningssenter-2', 'toppform-treningssenter-3'],
   $d$<h2>Kom i form med kollegaene</h2><p>Over 30 sentre med gruppetimer, styrkeapparater og spinning. Partneransatte slipper innmeldingsavgiften og får <strong>20 % på månedsprisen</strong>.</p><ul><li>Fri tilgang 05–23 alle dager</li><li>To timer med personlig trener inkludert</li><li>Bedriftsliga i spinning hver vår</li></ul>$d$),
  (17, null, 'Padelhallen Øst', 'Padelbane i lunsjen: to timer for prisen av én', 'both', false, true, '2026-10-25 11:00:00+02',
   array['padelhallen-ost-1', 'padelhallen-ost-2'],
   $d$<p>Åtte innendørsbaner, racketutleie og dusj. Book bane mellom 11 og 14 på hverdager og få <strong>to timer for prisen av én</strong>.</p><h3>Godt å vite</h3><ol><li>Rabattkoden brukes i bookingappen</li><li>Maks fire spillere per bane</li></ol>$d$),
  (18, null, 'Løpeverkstedet', 'Gratis løpeanalyse ved kjøp av sko', 'individual', false, true, '2026-09-03 17:00:00+02',
   array['lopeverkstedet-1'],
   $d$<p>Vi filmer løpesteget ditt på tredemølle og finner skoen som passer deg. Analysen er <strong>gratis</strong> når du kjøper sko hos oss, og du får 10 % på resten av handlekurven.</p>$d$),
  (19, null, 'Nordlys Safari Tromsø', 'Nordlysjakt med varm middag: 15 % rabatt', 'both', false, true, '2026-11-20 18:00:00+01',
   array['nordlys-safari-tromso-1', 'nordlys-safari-tromso-2', 'nordlys-safari-tromso-3'],
   $d$<h2>Jakten på nordlyset</h2><p>Erfarne guider kjører deg dit skyene er borte. Rundt bålet venter bidos, varm drikke og gode historier.</p><ul><li>Avgang hver kveld kl. 18.00 fra sentrum</li><li>Termodress og fotografering inkludert</li><li>Ny tur gratis hvis nordlyset uteblir</li></ul><blockquote>Beste sesong er fra september til mars.</blockquote>$d$),
  (20, null, 'Fjordcruise Vestland', 'Fjordcruise for to med lunsj', 'individual', false, true, '2026-08-14 10:30:00+02',
   array['fjordcruise-vestland-1'],
   $d$<p>Tre timer på fjorden forbi fossefall og bratte fjellsider, med fiskesuppe servert om bord.</p><p><strong>To billetter for 1 190 kr</strong> <s>1 580 kr</s>.</p>$d$),
  (21, null, 'Labyrinten Escape Room', 'Escape room for teambuilding', 'business', false, true, '2026-10-02 15:30:00+02',
   array['labyrinten-escape-room-1', 'labyrinten-escape-room-2'],
   $d$<h2>Klarer dere å komme ut på 60 minutter?</h2><p>Seks rom med ulike temaer, fra bankran til romstasjon. Perfekt for avdelingen som trenger å bli bedre kjent.</p><ol><li>Velg rom og tidspunkt</li><li>Del dere i lag på 3–6</li><li>Avslutt med pizza i loungen</li></ol><p><u>Firmapris for grupper over 12 personer.</u></p>$d$),
  (22, null, 'Trætoppen Klatrepark', 'Familiebillett til halv pris', 'individual', true, true, '2026-07-05 10:00:00+02',
   array['traetoppen-klatrepark-1'],
   $d$<p>Klatreløyper i trærne for alle fra fire år. Parken holder stengt for vinteren og åpner igjen i mai.</p>$d$),
  (23, null, 'Fjellspa Hemsedal', 'Spaopphold med overnatting: 25 % rabatt', 'both', false, false, '2026-08-22 14:00:00+02',
   array['fjellspa-hemsedal-1'],
   $d$<h2>Senk skuldrene</h2><p>Utendørs badstue med utsikt mot fjellet, varme kulper og treretters middag.</p><p><em>Nye datoer slippes i desember.</em></p>$d$),
  (24, null, 'Renholdsfolket', 'Kontorvask: første vask gratis', 'business', false, true, '2026-09-24 08:45:00+02',
   array['renholdsfolket-1'],
   $d$<p>Svanemerket renhold av kontorer fra 50 til 5 000 kvadratmeter, på kveldstid eller tidlig morgen.</p><ul><li><strong>Første vask gratis</strong> ved avtale på minst seks måneder</li><li>Fast kontaktperson</li></ul>$d$),
  (25, null, 'Blomsterbua', '15 % på blomsterabonnement til kontoret', 'both', false, true, '2026-09-09 10:00:00+02',
   array['blomsterbua-1'],
   $d$<p>Ferske snittblomster levert annenhver uke, satt rett i vasen i resepsjonen. Også for privatkunder.</p><p><strong>15 % rabatt</strong> så lenge abonnementet løper.</p>$d$),
  (26, null, 'Dyreklinikken Pote', 'Helsesjekk for hund og katt: 300 kr avslag', 'individual', false, true, '2026-08-05 12:00:00+02',
   array['dyreklinikken-pote-1'],
   $d$<p>Årlig helsesjekk med vaksine, tannkontroll og veiing. Vis koden ved timebestilling og få <strong>300 kr i avslag</strong>.</p>$d$),
  (27, null, 'Flyttehjelpen Øst', 'Flyttebil med sjåfør: 10 % rabatt', 'both', false, true, '2026-07-16 09:15:00+02',
   array['flyttehjelpen-ost-1'],
   $d$<h3>Flytting uten stress</h3><p>Vi stiller med bil, sjåfør og to bærehjelper. Emballasje og flytteesker er inkludert.</p><ul><li>Fast pris avtales på forhånd</li><li><strong>10 % rabatt</strong> med koden</li></ul>$d$),
  (28, '0c0a0000-0000-4000-8000-000000000001', 'Acme AS', '25 % på skiutstyr i Acme-butikken', 'both', false, true, '2026-11-17 10:00:00+01',
   array['acme-ski-1', 'acme-ski-2'],
   $d$<h2>Klar for skisesongen</h2><p>Acme har ski, feller, støvler og staver til fjellski, langrenn og topptur. Alle partneransatte får <strong>25 % rabatt</strong> i nettbutikken og i butikken vår i Storgata.</p><ul><li>Gratis smøring ved kjøp av ski</li><li>Bytterett i 60 dager</li></ul>$d$),
  (29, '0c0a0000-0000-4000-8000-000000000001', 'Acme AS', 'Sykkelservice for ansatte', 'individual', false, true, '2026-09-19 08:00:00+02',
   array['acme-sykkel-1'],
   $d$<p>Full service med justering av gir og bremser, ny kjede og vask for <strong>799 kr</strong> <s>1 199 kr</s>. Lever sykkelen på jobben – vi henter den.</p>$d$),
  (30, '0c0a0000-0000-4000-8000-000000000001', 'Acme AS', 'Ergonomiske kontorstoler til bedriftspris', 'business', false, true, '2026-08-27 13:30:00+02',
   array['acme-kontor-1'],
   $d$<p>Kontorstoler og hev-senk-pulter testet av fysioterapeuter. Bedrifter får <strong>15 % rabatt</strong> og gratis montering ved kjøp av ti eller flere.</p>$d$),
  (31, '0c0a0000-0000-4000-8000-000000000001', 'Acme AS', 'Vinterjakker til halv pris', 'both', true, true, '2026-11-19 16:00:00+01',
   array['acme-vinter-1'],
   $d$<p><strong>Utkast:</strong> kampanjen publiseres når lageret er på plass.</p>$d$),
  (32, '0c0a0000-0000-4000-8000-000000000001', 'Acme AS', 'Gavekort til julebordet', 'business', false, false, '2026-10-15 12:00:00+02',
   array['acme-julebord-1'],
   $d$<h3>Julebord med Acme</h3><p>Gavekort på middag og overnatting for hele avdelingen. <em>Åpner for bestilling 1. desember.</em></p>$d$),
  (33, '0c0a0000-0000-4000-8000-000000000002', 'Fjord Eiendom AS', 'Gratis befaring av næringslokaler', 'business', false, true, '2026-10-18 09:00:00+02',
   array['fjord-befaring-1'],
   $d$<p>Trenger dere større eller mindre lokaler? Fjord Eiendom gjør en <strong>gratis befaring</strong> og foreslår lokaler i Bergen og Stavanger som passer behovet.</p><ol><li>Fortell oss hvor mange dere er</li><li>Vi viser tre alternativer innen en uke</li></ol>$d$),
  (34, '0c0a0000-0000-4000-8000-000000000002', 'Fjord Eiendom AS', 'Møterom på Bryggen til halv pris', 'business', false, true, '2026-09-30 10:30:00+02',
   array['fjord-moterom-1', 'fjord-moterom-2'],
   $d$<h2>Møterom med utsikt</h2><p>Lyse møterom for 4 til 20 personer med skjerm, videokonferanse og kaffe. Book med koden og betal <u>halv pris</u> første gang.</p>$d$),
  (35, '0c0a0000-0000-4000-8000-000000000002', 'Fjord Eiendom AS', 'Vaktmesterservice for borettslag', 'business', true, true, '2026-06-25 11:00:00+02',
   array['fjord-vaktmester-1'],
   $d$<p>Vaktmester, snømåking og plenklipp for borettslag og sameier. <em>Prisene oppdateres før publisering.</em></p>$d$)
) as o (n, company_id, company, title, audience, hidden, active, created_at, files, description);

-- =============================================================================
-- Category links (offer number -> category key).
-- =============================================================================

insert into public.offer_categories (offer_id, category_id)
select ('0ffe0000-0000-4000-8000-0000000000' || lpad(l.n::text, 2, '0'))::uuid, c.id
from (values
  (1, 'car'), (2, 'car'), (3, 'car'), (4, 'car'), (4, 'opplevelser'),
  (5, 'food-drink'), (6, 'food-drink'), (7, 'food-drink'), (8, 'food-drink'),
  (9, 'finance'), (10, 'finance'), (11, 'finance'),
  (12, 'software'), (13, 'software'), (14, 'software'), (15, 'software'),
  (16, 'sport'), (17, 'sport'), (17, 'opplevelser'), (18, 'sport'),
  (19, 'opplevelser'), (20, 'opplevelser'), (21, 'opplevelser'), (22, 'opplevelser'), (22, 'sport'),
  (23, 'opplevelser'), (24, 'other'), (25, 'other'), (26, 'other'), (27, 'other'), (27, 'car'),
  (28, 'sport'), (29, 'sport'), (30, 'other'), (31, 'sport'), (32, 'food-drink'), (32, 'opplevelser'),
  (33, 'other'), (34, 'other'), (35, 'other')
) as l (n, key)
join public.categories c on c.key = l.key;

-- =============================================================================
-- Offer secrets: one row per offer, read only by signed-in users.
-- =============================================================================

insert into public.offer_secrets (offer_id, discount_code, offer_email, offer_url, website)
select ('0ffe0000-0000-4000-8000-0000000000' || lpad(s.n::text, 2, '0'))::uuid,
       s.code, s.email, s.url, s.website
from (values
  (1, 'NORDLYS30', 'booking@nordlysbilpleie.test', 'https://www.nordlysbilpleie.test/bestill', 'https://www.nordlysbilpleie.test'),
  (2, 'TRYGG-EU690', 'verksted@tryggbil.test', 'https://www.tryggbil.test/eu-kontroll', 'https://www.tryggbil.test'),
  (3, 'DEKK-VEST-25', 'firma@vestlanddekk.test', 'https://www.vestlanddekk.test/bedrift', 'https://www.vestlanddekk.test'),
  (4, 'FJELLVEG15', 'kundeservice@fjellvegen.test', 'https://www.fjellvegen.test/leiebil', 'https://www.fjellvegen.test'),
  (5, 'BAKERI-KAFFE', 'hei@bakerietpahjornet.test', null, 'https://www.bakerietpahjornet.test'),
  (6, 'FJORDFISK20', 'bestilling@fjordfisk.test', 'https://www.fjordfisk.test/fiskekasse', 'https://www.fjordfisk.test'),
  (7, 'TRATTORIA-LUNSJ', 'selskap@trattoriasolsiden.test', 'https://www.trattoriasolsiden.test/firmalunsj', 'https://www.trattoriasolsiden.test'),
  (8, 'LOFOTEN-SMAK', 'post@smakavlofoten.test', 'https://www.smakavlofoten.test/smakskasse', 'https://www.smakavlofoten.test'),
  (9, 'NORDLIG-START', 'ny@nordligregnskap.test', 'https://www.nordligregnskap.test/oppstart', 'https://www.nordligregnskap.test'),
  (10, 'FJELLTOPP-20', 'salg@fjelltopp.test', 'https://www.fjelltopp.test/innbo', 'https://www.fjelltopp.test'),
  (11, null, 'boliglan@kroneklok.test', 'https://www.kroneklok.test/ansattrente', 'https://www.kroneklok.test'),
  (12, 'SKYHAVN-3MND', 'bedrift@skyhavn.test', 'https://www.skyhavn.test/prov-gratis', 'https://www.skyhavn.test'),
  (13, 'KODE40', 'kurs@kodeverket.test', 'https://www.kodeverket.test/typescript', 'https://www.kodeverket.test'),
  (14, 'VAKT50', 'support@passordvakt.test', 'https://www.passordvakt.test/familie', 'https://www.passordvakt.test'),
  (15, 'NETTRYGG-PRO', 'hjelp@nettrygg.test', 'https://www.nettrygg.test/pro', 'https://www.nettrygg.test'),
  (16, 'TOPPFORM-20', 'medlem@toppform.test', 'https://www.toppform.test/bli-medlem', 'https://www.toppform.test'),
  (17, 'PADEL-2FOR1', 'booking@padelhallenost.test', 'https://www.padelhallenost.test/lunsj', 'https://www.padelhallenost.test'),
  (18, 'LOPE-ANALYSE', 'butikk@lopeverkstedet.test', null, 'https://www.lopeverkstedet.test'),
  (19, 'NORDLYS-SAFARI', 'tur@nordlyssafari.test', 'https://www.nordlyssafari.test/nordlysjakt', 'https://www.nordlyssafari.test'),
  (20, 'FJORD-CRUISE-2', 'billett@fjordcruise.test', 'https://www.fjordcruise.test/for-to', 'https://www.fjordcruise.test'),
  (21, 'LABYRINT-TEAM', 'firma@labyrinten.test', 'https://www.labyrinten.test/teambuilding', 'https://www.labyrinten.test'),
  (22, 'TRETOPP-FAMILIE', 'post@traetoppen.test', 'https://www.traetoppen.test/familie', 'https://www.traetoppen.test'),
  (23, 'FJELLSPA-25', 'opphold@fjellspa.test', 'https://www.fjellspa.test/spaopphold', 'https://www.fjellspa.test'),
  (24, 'RENT-KONTOR', 'tilbud@renholdsfolket.test', 'https://www.renholdsfolket.test/kontor', 'https://www.renholdsfolket.test'),
  (25, 'BLOMST15', 'abonnement@blomsterbua.test', 'https://www.blomsterbua.test/abonnement', 'https://www.blomsterbua.test'),
  (26, 'POTE300', 'time@dyreklinikkenpote.test', 'https://www.dyreklinikkenpote.test/helsesjekk', 'https://www.dyreklinikkenpote.test'),
  (27, 'FLYTT10', 'kontakt@flyttehjelpen.test', 'https://www.flyttehjelpen.test/pris', 'https://www.flyttehjelpen.test'),
  (28, 'ACME-SKI-25', 'butikk@acme.test', 'https://www.acme.test/ski', 'https://www.acme.test'),
  (29, 'ACME-SYKKEL', 'verksted@acme.test', 'https://www.acme.test/sykkelservice', 'https://www.acme.test'),
  (30, 'ACME-KONTOR-15', 'bedrift@acme.test', 'https://www.acme.test/kontor', 'https://www.acme.test'),
  (31, 'ACME-VINTER-50', 'butikk@acme.test', 'https://www.acme.test/vinter', 'https://www.acme.test'),
  (32, 'ACME-JUL-25', 'julebord@acme.test', 'https://www.acme.test/julebord', 'https://www.acme.test'),
  (33, 'FJORD-BEFARING', 'utleie@fjord.test', 'https://www.fjord.test/befaring', 'https://www.fjord.test'),
  (34, 'FJORD-MOTEROM', 'moterom@fjord.test', 'https://www.fjord.test/moterom', 'https://www.fjord.test'),
  (35, 'FJORD-VAKTMESTER', 'drift@fjord.test', 'https://www.fjord.test/vaktmester', 'https://www.fjord.test')
) as s (n, code, email, url, website);

-- The links and secrets above touched every offer's updated_at; the catalogue
-- starts out as if each offer was last edited when it was created.
alter table public.offers disable trigger offers_set_updated_at;
update public.offers set updated_at = created_at;
alter table public.offers enable trigger offers_set_updated_at;

-- BEGIN seed images (generated by scripts/generate-seed-images.ts; do not edit by hand)
-- The files themselves are copied into the bucket by the local backend on first start.
insert into storage.objects (bucket_id, name, metadata) values
  ('offer-images', 'seed/nordlys-bilpleie-1.webp', '{"mimetype":"image/webp","size":9282}'),
  ('offer-images', 'seed/nordlys-bilpleie-2.webp', '{"mimetype":"image/webp","size":8252}'),
  ('offer-images', 'seed/trygg-bilverksted-1.webp', '{"mimetype":"image/webp","size":10312}'),
  ('offer-images', 'seed/vestland-dekkhotell-1.webp', '{"mimetype":"image/webp","size":10174}'),
  ('offer-images', 'seed/fjellvegen-bilutleie-1.webp', '{"mimetype":"image/webp","size":10186}'),
  ('offer-images', 'seed/bakeriet-pa-hjornet-1.webp', '{"mimetype":"image/webp","size":11660}'),
  ('offer-images', 'seed/bakeriet-pa-hjornet-2.webp', '{"mimetype":"image/webp","size":10364}'),
  ('offer-images', 'seed/fjordfisk-sjomat-1.webp', '{"mimetype":"image/webp","size":10760}'),
  ('offer-images', 'seed/trattoria-solsiden-1.webp', '{"mimetype":"image/webp","size":10704}'),
  ('offer-images', 'seed/trattoria-solsiden-2.webp', '{"mimetype":"image/webp","size":9704}'),
  ('offer-images', 'seed/trattoria-solsiden-3.webp', '{"mimetype":"image/webp","size":10834}'),
  ('offer-images', 'seed/smak-av-lofoten-1.webp', '{"mimetype":"image/webp","size":11002}'),
  ('offer-images', 'seed/nordlig-regnskap-1.webp', '{"mimetype":"image/webp","size":9042}'),
  ('offer-images', 'seed/fjelltopp-forsikring-1.webp', '{"mimetype":"image/webp","size":9106}'),
  ('offer-images', 'seed/fjelltopp-forsikring-2.webp', '{"mimetype":"image/webp","size":8632}'),
  ('offer-images', 'seed/kroneklok-sparebank-1.webp', '{"mimetype":"image/webp","size":9758}'),
  ('offer-images', 'seed/skyhavn-it-1.webp', '{"mimetype":"image/webp","size":9144}'),
  ('offer-images', 'seed/kodeverket-1.webp', '{"mimetype":"image/webp","size":9422}'),
  ('offer-images', 'seed/kodeverket-2.webp', '{"mimetype":"image/webp","size":8760}'),
  ('offer-images', 'seed/passordvakt-1.webp', '{"mimetype":"image/webp","size":9784}'),
  ('offer-images', 'seed/nettrygg-1.webp', '{"mimetype":"image/webp","size":8918}'),
  ('offer-images', 'seed/toppform-treningssenter-1.webp', '{"mimetype":"image/webp","size":13154}'),
  ('offer-images', 'seed/toppform-treningssenter-2.webp', '{"mimetype":"image/webp","size":11200}'),
  ('offer-images', 'seed/toppform-treningssenter-3.webp', '{"mimetype":"image/webp","size":13796}'),
  ('offer-images', 'seed/padelhallen-ost-1.webp', '{"mimetype":"image/webp","size":10586}'),
  ('offer-images', 'seed/padelhallen-ost-2.webp', '{"mimetype":"image/webp","size":9984}'),
  ('offer-images', 'seed/lopeverkstedet-1.webp', '{"mimetype":"image/webp","size":11438}'),
  ('offer-images', 'seed/nordlys-safari-tromso-1.webp', '{"mimetype":"image/webp","size":10672}'),
  ('offer-images', 'seed/nordlys-safari-tromso-2.webp', '{"mimetype":"image/webp","size":9142}'),
  ('offer-images', 'seed/nordlys-safari-tromso-3.webp', '{"mimetype":"image/webp","size":9846}'),
  ('offer-images', 'seed/fjordcruise-vestland-1.webp', '{"mimetype":"image/webp","size":10444}'),
  ('offer-images', 'seed/labyrinten-escape-room-1.webp', '{"mimetype":"image/webp","size":11014}'),
  ('offer-images', 'seed/labyrinten-escape-room-2.webp', '{"mimetype":"image/webp","size":9212}'),
  ('offer-images', 'seed/traetoppen-klatrepark-1.webp', '{"mimetype":"image/webp","size":10538}'),
  ('offer-images', 'seed/fjellspa-hemsedal-1.webp', '{"mimetype":"image/webp","size":9868}'),
  ('offer-images', 'seed/renholdsfolket-1.webp', '{"mimetype":"image/webp","size":8592}'),
  ('offer-images', 'seed/blomsterbua-1.webp', '{"mimetype":"image/webp","size":8090}'),
  ('offer-images', 'seed/dyreklinikken-pote-1.webp', '{"mimetype":"image/webp","size":8822}'),
  ('offer-images', 'seed/flyttehjelpen-ost-1.webp', '{"mimetype":"image/webp","size":8870}'),
  ('offer-images', 'seed/acme-ski-1.webp', '{"mimetype":"image/webp","size":9604}'),
  ('offer-images', 'seed/acme-ski-2.webp', '{"mimetype":"image/webp","size":8784}'),
  ('offer-images', 'seed/acme-sykkel-1.webp', '{"mimetype":"image/webp","size":10740}'),
  ('offer-images', 'seed/acme-kontor-1.webp', '{"mimetype":"image/webp","size":8040}'),
  ('offer-images', 'seed/acme-vinter-1.webp', '{"mimetype":"image/webp","size":10142}'),
  ('offer-images', 'seed/acme-julebord-1.webp', '{"mimetype":"image/webp","size":10082}'),
  ('offer-images', 'seed/fjord-befaring-1.webp', '{"mimetype":"image/webp","size":8024}'),
  ('offer-images', 'seed/fjord-moterom-1.webp', '{"mimetype":"image/webp","size":8374}'),
  ('offer-images', 'seed/fjord-moterom-2.webp', '{"mimetype":"image/webp","size":7954}'),
  ('offer-images', 'seed/fjord-vaktmester-1.webp', '{"mimetype":"image/webp","size":8586}'),
  ('offer-images', 'seed/acme-logo.webp', '{"mimetype":"image/webp","size":5056}'),
  ('offer-images', 'seed/acme-favicon.webp', '{"mimetype":"image/webp","size":880}'),
  ('offer-images', 'seed/acme-og.webp', '{"mimetype":"image/webp","size":15162}');
-- END seed images

-- =============================================================================
-- The generated block above puts every image under seed/; a company's images
-- move into its own folder, so its owners and admins manage them like their
-- uploads: every file one of its offers or its branding points at.
-- =============================================================================

update storage.objects o
set name = used.folder || '/' || storage.filename(o.name)
from (
  select distinct o.company_id::text as folder, url
  from public.offers o, unnest(o.images) as url
  where o.company_id is not null
  union
  select c.id::text, b.url
  from public.companies c, jsonb_each_text(c.branding_config) as b (key, url)
  where b.key in ('logo_url', 'favicon_url', 'og_image')
) as used
where o.bucket_id = 'offer-images'
  and o.name like 'seed/%'
  and used.url = '/storage/v1/object/public/offer-images/' || used.folder || '/' || storage.filename(o.name);

-- =============================================================================
-- Offer events for the analytics screens (/company/offers, /admin): 420 over
-- the last 90 days on the visible offers, each fixed by its number n (no
-- random(): every fresh database gets the same figures relative to its first
-- start). About half are views; a quarter anonymous, the rest from the demo
-- accounts. Written as the database owner, so no rate limit or age bound
-- applies; the roll-up triggers count them like any other event.
-- =============================================================================

insert into public.offer_clicks (offer_id, kind, user_id, event_id, occurred_at, user_agent)
select visible.ids[1 + (n * 7) % cardinality(visible.ids)],
       (array['view', 'view', 'view', 'view', 'view', 'code_reveal', 'code_reveal', 'code_copy', 'till_open',
              'link_open', 'link_open', 'email_copy', 'email_send'])[1 + (n * 5) % 13],
       case when n % 4 = 0 then null
            else (array['0d0e0000-0000-4000-8000-000000000002', '0d0e0000-0000-4000-8000-000000000003',
                        '0d0e0000-0000-4000-8000-000000000004', '0d0e0000-0000-4000-8000-000000000005',
                        '0d0e0000-0000-4000-8000-000000000006', '0d0e0000-0000-4000-8000-000000000007',
                        '0d0e0000-0000-4000-8000-000000000009'])[1 + (n * 3) % 7]::uuid
       end,
       md5('ordning-demo-event-' || n)::uuid,
       date_trunc('day', now()) - ((n * 37) % 90) * interval '1 day' + (8 + n % 12) * interval '1 hour',
       'Ordning demo'
from generate_series(1, 420) as n,
     (select array_agg(id order by id) as ids from public.offers where not hidden) as visible;
