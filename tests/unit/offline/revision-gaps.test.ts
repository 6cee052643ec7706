// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  GAP_SETTLE_MS,
  MAX_GAPS,
  nextGapState,
  rangesAbove,
} from '../../../src/offline/catalogue/revision-gaps.ts';
import { isAnswerTo, queryAfterPage } from '../../../src/offline/catalogue/revision-query.ts';

const T = 1_000_000;

describe('the gaps after a sync', () => {
  it('are the revisions up to the highest cursor that no feed sent', () => {
    const state = nextGapState({
      previous: { coveredTo: 10, gaps: [] },
      previousHighest: 10,
      seen: [11, 12, 15, 19, 20, 3],
      highest: 20,
      startedAt: T,
      finishedAt: T + 5,
    });
    expect(state).toEqual({
      coveredTo: 20,
      gaps: [
        { from: 13, to: 14, settlesAt: T + 5 + GAP_SETTLE_MS },
        { from: 16, to: 18, settlesAt: T + 5 + GAP_SETTLE_MS },
      ],
    });
  });

  it('lose what a later sync received, and split around it', () => {
    const state = nextGapState({
      previous: { coveredTo: 20, gaps: [{ from: 13, to: 18, settlesAt: T + 100 }] },
      previousHighest: 20,
      seen: [15],
      highest: 20,
      startedAt: T,
      finishedAt: T,
    });
    expect(state.gaps).toEqual([
      { from: 13, to: 14, settlesAt: T + 100 },
      { from: 16, to: 18, settlesAt: T + 100 },
    ]);
  });

  it('are dropped after the first sync that started once they had settled', () => {
    const previous = { coveredTo: 20, gaps: [{ from: 13, to: 14, settlesAt: T }] };
    const update = { previous, previousHighest: 20, seen: [], highest: 20 };
    expect(nextGapState({ ...update, startedAt: T - 1, finishedAt: T }).gaps).toHaveLength(1);
    expect(nextGapState({ ...update, startedAt: T, finishedAt: T + 1 }).gaps).toEqual([]);
  });

  it(`keep the ${String(MAX_GAPS)} newest, as a first sync finds one for every number history used up`, () => {
    const seen = Array.from({ length: 100 }, (_, index) => index * 2 + 1);
    const state = nextGapState({
      previous: null,
      previousHighest: null,
      seen,
      highest: 199,
      startedAt: T,
      finishedAt: T,
    });
    expect(state.gaps.map((gap) => gap.from)).toEqual([184, 186, 188, 190, 192, 194, 196, 198]);
  });

  it('start from the old cursors when there is no earlier state, not from revision zero', () => {
    const state = nextGapState({
      previous: null,
      previousHighest: 500,
      seen: [502],
      highest: 502,
      startedAt: T,
      finishedAt: T,
    });
    expect(state.gaps.map(({ from, to }) => ({ from, to }))).toEqual([{ from: 501, to: 501 }]);
  });
});

describe('revision queries', () => {
  it('move past a page: cursor to its last revision, recheck ranges cut above it', () => {
    const query = {
      after: 50,
      recheck: [
        { from: 10, to: 12 },
        { from: 30, to: 40 },
      ],
    };
    expect(queryAfterPage(query, 35)).toEqual({ after: 50, recheck: [{ from: 36, to: 40 }] });
    expect(queryAfterPage(query, 60)).toEqual({ after: 60, recheck: [] });
    expect(rangesAbove([{ from: 1, to: 3 }], 3)).toEqual([]);
  });

  it('tell a row the server may send from one it cannot have been asked for', () => {
    const query = { after: 50, recheck: [{ from: 10, to: 12 }] };
    expect(isAnswerTo(query, 51)).toBe(true);
    expect(isAnswerTo(query, 11)).toBe(true);
    expect(isAnswerTo(query, 50)).toBe(false);
    expect(isAnswerTo(query, 13)).toBe(false);
    expect(isAnswerTo({ after: null, recheck: [] }, 1)).toBe(true);
  });
});
