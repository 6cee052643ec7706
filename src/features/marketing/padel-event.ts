/**
 * The company padel championship of October 2025 (spec section 9): every
 * figure the /padel-world-cup page shows comes from here, so the page and its
 * tests cannot drift apart.
 */
import { CONTACT_EMAIL } from './marketing-contact.ts';

/** An ISO calendar day (yyyy-mm-dd), read as a day in Norway. */
export type IsoDay = `${number}-${number}-${number}`;

/** A slot on the court, whole hours on a 24-hour clock in Norwegian time. */
export interface TimeSlot {
  startHour: number;
  endHour: number;
}

export interface PadelStage {
  name: string;
  days: readonly IsoDay[];
}

export interface PadelEvent {
  title: string;
  year: number;
  pricePerPersonNok: number;
  teamsPerEvent: number;
  playersPerTeam: number;
  hoursOfPlay: number;
  format: string;
  stages: readonly PadelStage[];
  timeSlots: readonly TimeSlot[];
  contactEmail: string;
  venue: string;
}

/**
 * The seeded offer of Padelhallen Øst, the venue: its offer page is where
 * teams sign up, so every sign-up button opens it (in a new tab). Change it
 * here if the sign-up offer moves to another id.
 */
export const PADEL_SIGN_UP_OFFER_ID = '0ffe0000-0000-4000-8000-000000000017';

export const PADEL_SIGN_UP_PATH = `/offer/${PADEL_SIGN_UP_OFFER_ID}`;

export const PADEL_EVENT = {
  title: 'Padel World Cup',
  year: 2025,
  pricePerPersonNok: 1000,
  teamsPerEvent: 12,
  playersPerTeam: 2,
  hoursOfPlay: 4,
  format: 'Americano',
  stages: [
    { name: 'Gruppespill', days: ['2025-10-13', '2025-10-15', '2025-10-16'] },
    { name: 'Finaler', days: ['2025-10-27', '2025-10-29', '2025-10-30'] },
  ],
  timeSlots: [
    { startHour: 8, endHour: 10 },
    { startHour: 10, endHour: 12 },
    { startHour: 12, endHour: 14 },
  ],
  contactEmail: CONTACT_EMAIL,
  venue: 'Padelhallen Øst',
} as const satisfies PadelEvent;
