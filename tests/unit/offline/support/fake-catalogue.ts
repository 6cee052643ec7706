import type {
  CatalogueChanges,
  CatalogueSource,
  ChangesQuery,
} from '../../../../src/offline/catalogue/catalogue-source.ts';
import type { RevisionQuery } from '../../../../src/offline/catalogue/revision-query.ts';

export interface ServerOffer {
  id: string;
  company_id: string | null;
  company: string | null;
  title: string;
  description: string | null;
  detailed_description: string | null;
  image: string | null;
  images: string[] | null;
  discount: string | null;
  target_audience: string;
  offer_active: boolean;
  hidden: boolean;
  created_at: string;
  revision: number;
  category_ids: string[];
}

/** Postgres-style timestamps one microsecond apart, trailing zeros trimmed as Postgres prints them. */
export class FakeClock {
  private micros = 0;
  now(): string {
    return this.at(this.micros);
  }
  tick(): string {
    this.micros += 1;
    return this.now();
  }
  private at(micros: number): string {
    const fraction = String(micros % 1_000_000)
      .padStart(6, '0')
      .replace(/0+$/, '');
    const seconds = 1_763_726_400 + Math.floor(micros / 1_000_000);
    const base = new Date(seconds * 1000).toISOString().slice(0, 19);
    return `${base}${fraction ? `.${fraction}` : ''}+00:00`;
  }
}

export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** Whether a row with this revision answers the query, as PostgREST evaluates the REST source's filter. */
function answers(query: RevisionQuery, revision: number): boolean {
  if (query.after === null || revision > query.after) return true;
  return query.recheck.some((range) => revision >= range.from && revision <= range.to);
}

function describeQuery(query: RevisionQuery): string {
  const after = query.after === null ? 'start' : String(query.after);
  const ranges = query.recheck.map((range) => `${String(range.from)}-${String(range.to)}`);
  return ranges.length > 0 ? `${after} + ${ranges.join(',')}` : after;
}

/**
 * An in-memory stand-in for the backend's catalogue tables with the same
 * contract as the real adapter: one revision sequence drawn by every insert
 * and update (offers, tombstones, categories), feeds in revision order,
 * hidden offers left out, tombstones on hide/delete. A change can be drawn
 * now and committed later (`later`), as a slow transaction does.
 */
export class FakeCatalogue implements CatalogueSource {
  readonly clock = new FakeClock();
  readonly offers = new Map<string, ServerOffer>();
  /** Offer id to the tombstone's revision. */
  readonly tombstones = new Map<string, number>();
  categories: Record<string, unknown>[];
  /** Raw rows to send instead of the real ones, by offer id (to simulate a server surprise). */
  readonly overrides = new Map<string, unknown>();
  readonly requests: string[] = [];
  /** The most rows of each feed changesSince sends, whatever it is asked (the real function's 10,000). */
  changesPageLimit = 10_000;
  offersSent = 0;
  private lastRevision = 0;

  constructor() {
    this.categories = [
      { id: uuid(9001), key: 'food-drink', name: 'Mat og drikke', display_order: 1, revision: this.draw() },
      { id: uuid(9002), key: 'sport', name: 'Sport', display_order: 0, revision: this.draw() },
    ];
  }

  /** The next revision, as nextval() would give it. */
  draw(): number {
    this.lastRevision += 1;
    return this.lastRevision;
  }

  /** Inserts offers in one "transaction": one created_at, a revision each, as a bulk insert does. */
  insert(count: number, make: (index: number) => Partial<ServerOffer> = () => ({})): ServerOffer[] {
    const at = this.clock.tick();
    const created: ServerOffer[] = [];
    for (let index = 0; index < count; index++) {
      const id = uuid(this.offers.size + 1);
      const offer: ServerOffer = {
        id,
        company_id: null,
        company: `Firma ${index}`,
        title: `Tilbud ${index}`,
        description: `<p>Beskrivelse ${index}</p>`,
        detailed_description: null,
        image: null,
        images: null,
        discount: 'Se tilbud',
        target_audience: 'both',
        offer_active: true,
        hidden: false,
        created_at: at,
        revision: this.draw(),
        category_ids: [],
        ...make(index),
      };
      this.offers.set(offer.id, offer);
      this.tombstones.delete(offer.id);
      created.push(offer);
    }
    return created;
  }

  update(id: string, changes: Partial<ServerOffer>): void {
    this.applyUpdate(id, changes, this.draw());
  }

  /**
   * An update whose transaction draws its revision now and commits only when
   * the returned function is called: until then every feed shows the old row.
   */
  later(id: string, changes: Partial<ServerOffer>): () => void {
    const revision = this.draw();
    return () => this.applyUpdate(id, changes, revision);
  }

  private applyUpdate(id: string, changes: Partial<ServerOffer>, revision: number): void {
    const offer = this.mustGet(id);
    const wasHidden = offer.hidden;
    Object.assign(offer, changes, { revision });
    if (offer.hidden && !wasHidden) this.tombstones.set(id, this.draw());
    if (!offer.hidden) this.tombstones.delete(id);
  }

  remove(id: string): void {
    this.mustGet(id);
    this.offers.delete(id);
    this.tombstones.set(id, this.draw());
  }

  private mustGet(id: string): ServerOffer {
    const offer = this.offers.get(id);
    if (!offer) throw new Error(`no offer ${id}`);
    return offer;
  }

  fetchOffersSince(query: RevisionQuery, limit: number): Promise<unknown[]> {
    this.requests.push(`offers after ${describeQuery(query)}`);
    return Promise.resolve(this.offerRows(query, limit));
  }

  private offerRows(query: RevisionQuery, limit: number): unknown[] {
    const rows = [...this.offers.values()]
      .filter((offer) => !offer.hidden && answers(query, offer.revision))
      .sort((a, b) => a.revision - b.revision)
      .slice(0, limit)
      .map((offer) => {
        if (this.overrides.has(offer.id)) return this.overrides.get(offer.id);
        const { hidden: _hidden, category_ids: ids, ...fields } = offer;
        return structuredClone({ ...fields, offer_categories: ids.map((id) => ({ category_id: id })) });
      });
    this.offersSent += rows.length;
    return rows;
  }

  fetchTombstonesSince(query: RevisionQuery, limit: number): Promise<unknown[]> {
    this.requests.push(`tombstones after ${describeQuery(query)}`);
    return Promise.resolve(this.tombstoneRows(query, limit));
  }

  private tombstoneRows(query: RevisionQuery, limit: number): unknown[] {
    return [...this.tombstones.entries()]
      .map(([offerId, revision]) => ({ offer_id: offerId, revision }))
      .filter((row) => answers(query, row.revision))
      .sort((a, b) => a.revision - b.revision)
      .slice(0, limit);
  }

  fetchCategories(): Promise<unknown[]> {
    this.requests.push('categories');
    return Promise.resolve(structuredClone(this.categories));
  }

  /**
   * What rpc/catalogue_changes answers: the three reads' rows in one request,
   * and the most rows of each feed it sends (`limit`: all asked for, up to
   * `changesPageLimit`). Not a method of the class's CatalogueSource (its
   * tests ask the three reads); pass it as fetchChangesSince to test the
   * one-request delta and the full sync's bulk pages.
   */
  changesSince(query: ChangesQuery, asked: number): Promise<CatalogueChanges> {
    const limit = Math.min(asked, this.changesPageLimit);
    const offers = { after: query.offersAfter, recheck: query.recheck };
    const tombstones = { after: query.tombstonesAfter, recheck: query.recheck };
    this.requests.push(`changes after ${describeQuery(offers)} / ${describeQuery(tombstones)}`);
    return Promise.resolve({
      offers: this.offerRows(offers, limit),
      tombstones: this.tombstoneRows(tombstones, limit),
      categories: structuredClone(this.categories),
      limit,
    });
  }

  fetchLatestRevision(): Promise<unknown> {
    this.requests.push('latest revision');
    return Promise.resolve(this.lastRevision);
  }
}
