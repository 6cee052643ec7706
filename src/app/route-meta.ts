import type { RegisteredRouter, RouteIds } from '@tanstack/react-router';
import type { PageMeta } from '@/features/branding/index.ts';

// The route ids come from the registered router (router.ts), not from an
// import of routeTree.gen.ts: the tree imports the root route, which renders
// the shell that reads this table, and that would close an import cycle.
type AnyRouteId = Exclude<RouteIds<RegisteredRouter['routeTree']>, '__root__'>;
// A pathless layout route (the guards: /_signed-in, /_signed-in/_admin, ...) is never the page on screen.
type LastSegment<Path> = Path extends `${string}/${infer Rest}` ? LastSegment<Rest> : Path;
type PageId<Id> = Id extends unknown ? (LastSegment<Id> extends `_${string}` ? never : Id) : never;
type RouteId = PageId<AnyRouteId>;

/**
 * Every route's tab title and Norwegian meta description, in one table so the
 * type checker refuses a route without one. Pages whose meta depends on their
 * data (an offer) name it with usePageMetaOverride as well.
 */
export const ROUTE_META: Record<RouteId, PageMeta> = {
  '/': { title: null, description: null },
  '/offers': {
    title: 'Tilbud',
    description: 'Alle fordelene og partnertilbudene, sortert etter kategori og søkbare, også uten nett.',
  },
  '/offer/$id': { title: 'Tilbud', description: 'Et tilbud med rabattkode, kontaktinformasjon og lenke.' },
  '/login': { title: 'Logg inn', description: 'Logg inn for å se rabattkodene og bruke tilbudene.' },
  '/register': {
    title: 'Registrer deg',
    description: 'Opprett en konto som privatperson eller registrer bedriften din.',
  },
  '/forgot-password': {
    title: 'Glemt passord',
    description: 'Få en lenke på e-post for å velge et nytt passord.',
  },
  '/password-reset': { title: 'Nytt passord', description: 'Velg et nytt passord for kontoen din.' },
  '/accept-invite': {
    title: 'Godta invitasjon',
    description: 'Bli med i bedriften som inviterte deg, og få tilgang til fordelene.',
  },
  '/_signed-in/profile': {
    title: 'Min profil',
    description: 'Profilen din, bedriftene dine og innstillingene.',
  },
  '/_signed-in/_company-or-employee/employees': {
    title: 'Ansatte',
    description: 'Inviter og administrer de ansatte i bedriften.',
  },
  '/_signed-in/_company/company/offers': {
    title: 'Bedriftens tilbud',
    description: 'Opprett og rediger tilbudene bedriften din gir.',
  },
  '/_signed-in/_admin/admin/': {
    title: 'Admin Panel',
    description: 'Administrer tilbud og bedriftsinformasjon.',
  },
  '/_signed-in/_admin/admin/categories': {
    title: 'Administrer kategorier',
    description: 'Opprett og rediger kategoriene.',
  },
  '/about-us': { title: 'Om oss', description: 'Hvem vi er, og hvorfor vi samler fordelene på ett sted.' },
  '/become-partner': {
    title: 'Bli partner',
    description: 'Nå ansatte og privatpersoner med tilbudene dine: bli partner.',
  },
  '/eiendomsdrift': {
    title: 'Eiendomsdrift',
    description: 'Be om tilbud på eiendomsdrift for bedriften din.',
  },
  '/partoutcar': { title: 'Partoutcar', description: 'Be om tilbud på bil gjennom Partoutcar.' },
  '/padel-world-cup': {
    title: 'Padel World Cup',
    description: 'Meld interesse for Padel World Cup.',
  },
};

/** A path no route knows. */
export const NOT_FOUND_META: PageMeta = {
  title: 'Siden ble ikke funnet',
  description: 'Siden finnes ikke, eller lenken kan være feil.',
};

/** The table for a route id read at run time (any string). */
const META_BY_ID: Readonly<Partial<Record<string, PageMeta>>> = ROUTE_META;

export function routeMeta(routeId: string | undefined): PageMeta {
  if (routeId === undefined || !Object.hasOwn(META_BY_ID, routeId)) return NOT_FOUND_META;
  return META_BY_ID[routeId] ?? NOT_FOUND_META;
}
