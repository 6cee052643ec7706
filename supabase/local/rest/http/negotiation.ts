import { apiErrors } from '../errors.ts';

export interface ResponseFormat {
  /** `application/vnd.pgrst.object+json`: exactly one row, sent as an object. */
  singular: boolean;
  stripNulls: boolean;
  contentType: string;
}

const PLURAL: ResponseFormat = {
  singular: false,
  stripNulls: false,
  contentType: 'application/json; charset=utf-8',
};

function formatFor(mediaType: string, params: Map<string, string>): ResponseFormat | null {
  const stripNulls = params.get('nulls') === 'stripped';
  switch (mediaType) {
    case '*/*':
    case 'application/*':
    case 'application/json':
      return PLURAL;
    case 'application/vnd.pgrst.object':
    case 'application/vnd.pgrst.object+json':
      return {
        singular: true,
        stripNulls,
        contentType: `application/vnd.pgrst.object+json;${stripNulls ? ' nulls=stripped;' : ''} charset=utf-8`,
      };
    case 'application/vnd.pgrst.array':
    case 'application/vnd.pgrst.array+json':
      return stripNulls
        ? {
            singular: false,
            stripNulls,
            contentType: 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8',
          }
        : PLURAL;
    default:
      return null;
  }
}

/** Picks the response format from `Accept`, highest quality first; PGRST107 when none is served. */
export function negotiate(accept: string | null): ResponseFormat {
  if (accept === null || accept.trim() === '') return PLURAL;
  const offers = accept
    .split(',')
    .map((entry, index) => {
      const [type = '', ...rawParams] = entry.split(';').map((part) => part.trim());
      const params = new Map(
        rawParams.map((param) => {
          const [key = '', value = ''] = param.split('=').map((part) => part.trim());
          return [key.toLowerCase(), value.replace(/^"|"$/g, '')];
        }),
      );
      const quality = Number(params.get('q') ?? '1');
      return { type: type.toLowerCase(), params, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((offer) => offer.type !== '' && offer.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const offer of offers) {
    const format = formatFor(offer.type, offer.params);
    if (format) return format;
  }
  throw apiErrors.mediaType(accept);
}

export interface Preferences {
  returnMode: 'minimal' | 'representation' | 'headers-only' | null;
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
  singleObject: boolean;
  maxAffected: number | null;
  /** Preferences honoured, echoed in `Preference-Applied`. */
  applied: string[];
}

const KNOWN: Record<string, string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
  tx: ['commit', 'rollback'],
};

/** `Prefer: return=representation, count=exact, ...`; unknown entries are ignored unless handling=strict. */
export function parsePrefer(header: string | null): Preferences {
  const preferences: Preferences = {
    returnMode: null,
    count: false,
    resolution: null,
    missingDefault: false,
    singleObject: false,
    maxAffected: null,
    applied: [],
  };
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid: string[] = [];
  let strict = false;
  let maxAffected: number | null = null;
  for (const entry of entries) {
    const [key = '', value = ''] = entry.split('=').map((part) => part.trim());
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      maxAffected = Number(value);
      continue;
    }
    if (key === 'timezone') continue;
    if (!KNOWN[key]?.includes(value)) {
      invalid.push(entry);
      continue;
    }
    if (key === 'return') preferences.returnMode = value as Preferences['returnMode'];
    if (key === 'count') preferences.count = true;
    if (key === 'resolution') preferences.resolution = value as Preferences['resolution'];
    if (key === 'missing') preferences.missingDefault = value === 'default';
    if (key === 'params') preferences.singleObject = true;
    if (key === 'handling') strict = value === 'strict';
    if (key !== 'tx' && key !== 'handling') preferences.applied.push(entry);
  }
  if (strict && invalid.length > 0) throw apiErrors.invalidPreferences(invalid);
  // max-affected only binds together with handling=strict, as in PostgREST.
  if (strict && maxAffected !== null) {
    preferences.maxAffected = maxAffected;
    preferences.applied.push('handling=strict', `max-affected=${maxAffected}`);
  }
  return preferences;
}

/** Only `public` is exposed: Accept-Profile (reads) / Content-Profile (writes) naming another schema is refused. */
export function checkProfile(request: Request): void {
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const profile = request.headers.get(reading ? 'accept-profile' : 'content-profile');
  if (profile !== null && profile !== 'public') throw apiErrors.unacceptableSchema(profile);
}
