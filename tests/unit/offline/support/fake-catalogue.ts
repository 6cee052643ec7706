import type { CatalogueSource } from '../../../../src/offline/sync-engine.ts';
import type { OfferCursor, TombstoneCursor } from '../../../../src/offline/schemas.ts';
import { compareTimestamps } from '../../../../src/offline/timestamps.ts';

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
  updated_at: string;
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

/**
 * An in-memory stand-in for the backend's catalogue tables with the same
 * contract as the real adapter: keyset pages on (updated_at, id) and
 * (removed_at, offer_id), hidden offers left out, tombstones on hide/delete.
 */
export class FakeCatalogue implements CatalogueSource {
  readonly clock = new FakeClock();
  readonly offers = new Map<string, ServerOffer>();
  readonly tombstones = new Map<string, string>();
  categories: unknown[] = [
    { id: uuid(9001), key: 'food-drink', name: 'Mat og drikke', display_order: 1 },
    { id: uuid(9002), key: 'sport', name: 'Sport', display_order: 0 },
  ];
  /** Raw rows to send instead of the real ones, by offer id (to simulate a server surprise). */
  readonly overrides = new Map<string, unknown>();
  readonly requests: string[] = [];
  offersSent = 0;

  /** Inserts offers in one "transaction": they share one updated_at, as a bulk insert does. */
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
        updated_at: at,
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
    const offer = this.mustGet(id);
    const at = this.clock.tick();
    const wasHidden = offer.hidden;
    Object.assign(offer, changes, { updated_at: at });
    if (offer.hidden && !wasHidden) this.tombstones.set(id, at);
    if (!offer.hidden) this.tombstones.delete(id);
  }

  remove(id: string): void {
    this.mustGet(id);
    this.offers.delete(id);
    this.tombstones.set(id, this.clock.tick());
  }

  private mustGet(id: string): ServerOffer {
    const offer = this.offers.get(id);
    if (!offer) throw new Error(`no offer ${id}`);
    return offer;
  }

  fetchOffersSince(cursor: OfferCursor | null, limit: number): Promise<unknown[]> {
    this.requests.push(`offers since ${cursor ? `${cursor.updated_at}/${cursor.id}` : 'start'}`);
    const rows = [...this.offers.values()]
      .filter((offer) => !offer.hidden)
      .filter((offer) => {
        if (!cursor) return true;
        const order = compareTimestamps(offer.updated_at, cursor.updated_at);
        return order > 0 || (order === 0 && offer.id > cursor.id);
      })
      .sort((a, b) => compareTimestamps(a.updated_at, b.updated_at) || (a.id < b.id ? -1 : 1))
      .slice(0, limit)
      .map((offer) => {
        if (this.overrides.has(offer.id)) return this.overrides.get(offer.id);
        const { hidden: _hidden, category_ids: ids, ...fields } = offer;
        return structuredClone({ ...fields, offer_categories: ids.map((id) => ({ category_id: id })) });
      });
    this.offersSent += rows.length;
    return Promise.resolve(rows);
  }

  fetchTombstonesSince(cursor: TombstoneCursor | null, limit: number): Promise<unknown[]> {
    this.requests.push(`tombstones since ${cursor ? cursor.removed_at : 'start'}`);
    const rows = [...this.tombstones.entries()]
      .map(([offerId, removedAt]) => ({ offer_id: offerId, removed_at: removedAt }))
      .filter((row) => {
        if (!cursor) return true;
        const order = compareTimestamps(row.removed_at, cursor.removed_at);
        return order > 0 || (order === 0 && row.offer_id > cursor.offer_id);
      })
      .sort((a, b) => compareTimestamps(a.removed_at, b.removed_at) || (a.offer_id < b.offer_id ? -1 : 1))
      .slice(0, limit);
    return Promise.resolve(rows);
  }

  fetchCategories(): Promise<unknown[]> {
    this.requests.push('categories');
    return Promise.resolve(structuredClone(this.categories));
  }
}
