// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PADEL_EVENT, PADEL_SIGN_UP_PATH } from '../../src/features/marketing/padel-event.ts';
import {
  formatDayRange,
  formatEventDay,
  formatNok,
  formatTimeSlot,
  osloInstant,
  padelEventStatus,
  parseIsoDay,
  teamPriceNok,
} from '../../src/features/marketing/padel-format.ts';

const NBSP = '\u00a0';

describe('the padel event constants', () => {
  it('hold the figures of spec section 9', () => {
    expect(PADEL_EVENT.pricePerPersonNok).toBe(1000);
    expect(PADEL_EVENT.teamsPerEvent).toBe(12);
    expect(PADEL_EVENT.playersPerTeam).toBe(2);
    expect(PADEL_EVENT.hoursOfPlay).toBe(4);
    expect(PADEL_EVENT.format).toBe('Americano');
    expect(PADEL_EVENT.stages).toEqual([
      { name: 'Gruppespill', days: ['2025-10-13', '2025-10-15', '2025-10-16'] },
      { name: 'Finaler', days: ['2025-10-27', '2025-10-29', '2025-10-30'] },
    ]);
    expect(PADEL_EVENT.timeSlots.map(formatTimeSlot)).toEqual(['kl. 08–10', 'kl. 10–12', 'kl. 12–14']);
    expect(PADEL_EVENT.contactEmail).toBe('kontakt@ordning.no');
  });

  it('sends sign-ups to the seeded Padelhallen Øst offer', () => {
    expect(PADEL_SIGN_UP_PATH).toBe('/offer/0ffe0000-0000-4000-8000-000000000017');
  });
});

describe('formatNok', () => {
  it('writes kroner the nb-NO way, with no-break spaces', () => {
    expect(formatNok(1000)).toBe(`1${NBSP}000${NBSP}kr`);
    expect(formatNok(2000)).toBe(`2${NBSP}000${NBSP}kr`);
    expect(formatNok(0)).toBe(`0${NBSP}kr`);
    expect(formatNok(999.6)).toBe(`1${NBSP}000${NBSP}kr`);
  });

  it('refuses amounts that are not a price', () => {
    expect(() => formatNok(-1)).toThrow(RangeError);
    expect(() => formatNok(Number.NaN)).toThrow(RangeError);
    expect(() => formatNok(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('teamPriceNok', () => {
  it('charges every player on the team', () => {
    expect(teamPriceNok(PADEL_EVENT)).toBe(2000);
    expect(teamPriceNok({ pricePerPersonNok: 450, playersPerTeam: 4 })).toBe(1800);
  });
});

describe('days', () => {
  it('names each event day with its Norwegian weekday', () => {
    expect(PADEL_EVENT.stages.flatMap((stage) => stage.days.map(formatEventDay))).toEqual([
      'mandag 13. oktober 2025',
      'onsdag 15. oktober 2025',
      'torsdag 16. oktober 2025',
      'mandag 27. oktober 2025',
      'onsdag 29. oktober 2025',
      'torsdag 30. oktober 2025',
    ]);
  });

  it('writes the whole championship as one range', () => {
    expect(formatDayRange('2025-10-13', '2025-10-30')).toBe('13.–30. oktober 2025');
  });

  it('rejects malformed and impossible days instead of rolling them over', () => {
    expect(parseIsoDay('2025-10-13').toISOString()).toBe('2025-10-13T00:00:00.000Z');
    expect(() => parseIsoDay('2025-02-30')).toThrow(RangeError);
    expect(() => parseIsoDay('13.10.2025')).toThrow(RangeError);
    expect(() => parseIsoDay('2025-10-13T08:00')).toThrow(RangeError);
    expect(() => formatEventDay('2025-13-01')).toThrow(RangeError);
  });
});

describe('formatTimeSlot', () => {
  it('pads hours to two digits and joins them with an en dash', () => {
    expect(formatTimeSlot({ startHour: 8, endHour: 10 })).toBe('kl. 08–10');
    expect(formatTimeSlot({ startHour: 22, endHour: 24 })).toBe('kl. 22–24');
  });

  it('rejects slots that end before they start or leave the day', () => {
    expect(() => formatTimeSlot({ startHour: 10, endHour: 8 })).toThrow(RangeError);
    expect(() => formatTimeSlot({ startHour: 10, endHour: 10 })).toThrow(RangeError);
    expect(() => formatTimeSlot({ startHour: -1, endHour: 2 })).toThrow(RangeError);
    expect(() => formatTimeSlot({ startHour: 23, endHour: 25 })).toThrow(RangeError);
    expect(() => formatTimeSlot({ startHour: 8.5, endHour: 10 })).toThrow(RangeError);
  });
});

describe('osloInstant', () => {
  it('uses summer time before 26 October 2025 and winter time after', () => {
    expect(osloInstant('2025-10-13', 8).toISOString()).toBe('2025-10-13T06:00:00.000Z');
    expect(osloInstant('2025-10-30', 14).toISOString()).toBe('2025-10-30T13:00:00.000Z');
  });
});

describe('padelEventStatus', () => {
  const at = (iso: string) => padelEventStatus(PADEL_EVENT, new Date(iso));

  it('is upcoming until the first slot of the first group day starts', () => {
    expect(at('2025-09-01T12:00:00Z')).toBe('upcoming');
    expect(at('2025-10-13T05:59:59Z')).toBe('upcoming');
  });

  it('is ongoing from 08:00 on 13 October until 14:00 on 30 October, Norwegian time', () => {
    expect(at('2025-10-13T06:00:00Z')).toBe('ongoing');
    expect(at('2025-10-20T12:00:00Z')).toBe('ongoing');
    expect(at('2025-10-30T12:59:59Z')).toBe('ongoing');
  });

  it('is finished once the last final is over, and in November 2026', () => {
    expect(at('2025-10-30T13:00:00Z')).toBe('finished');
    expect(at('2026-11-22T10:00:00Z')).toBe('finished');
  });

  it('rejects an invalid moment and an event with nothing scheduled', () => {
    expect(() => padelEventStatus(PADEL_EVENT, new Date('not a date'))).toThrow(RangeError);
    expect(() => padelEventStatus({ stages: [], timeSlots: PADEL_EVENT.timeSlots }, new Date())).toThrow(
      RangeError,
    );
    expect(() => padelEventStatus({ stages: PADEL_EVENT.stages, timeSlots: [] }, new Date())).toThrow(
      RangeError,
    );
    expect(() =>
      padelEventStatus(
        { stages: PADEL_EVENT.stages, timeSlots: [{ startHour: 14, endHour: 12 }] },
        new Date(),
      ),
    ).toThrow(RangeError);
  });
});
