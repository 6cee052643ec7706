// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseCompanyOffersSearch } from '../../src/features/company-offers/company-offers-view.ts';

// The schema the view parsed with before its check went by hand (zod left the boot path).
const FormerView = z.enum(['tilbud', 'nytt', 'statistikk']);

describe("/company/offers' view in the URL", () => {
  it('keeps nytt and statistikk, and leaves the default list out', () => {
    expect(parseCompanyOffersSearch({ visning: 'nytt' })).toEqual({ visning: 'nytt' });
    expect(parseCompanyOffersSearch({ visning: 'statistikk' })).toEqual({ visning: 'statistikk' });
    expect(parseCompanyOffersSearch({ visning: 'tilbud' })).toEqual({ visning: undefined });
  });

  it.each([[undefined], [null], [''], ['NYTT'], ['new'], [1], [['nytt']], [{ nytt: true }]])(
    'falls back to the list for %j, as the former schema did',
    (visning) => {
      expect(parseCompanyOffersSearch({ visning })).toEqual({ visning: undefined });
      expect(FormerView.safeParse(visning).success).toBe(false);
    },
  );
});
