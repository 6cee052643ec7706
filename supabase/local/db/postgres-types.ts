import pg from 'pg';

/**
 * node-postgres type parsers that give the values PGlite gives, so the
 * gateway and the tests read the same JavaScript from either database:
 * int8 as a number (a bigint past 2^53), timestamps without a zone and dates
 * as UTC instants, intervals as their text. Everything else keeps
 * node-postgres' defaults, which already match PGlite (json parsed, numeric as
 * text, timestamptz as a Date, arrays of known types parsed).
 */
const OID = {
  int8: 20,
  int8Array: 1016,
  charArray: 1002,
  nameArray: 1003,
  timestamp: 1114,
  timestamptz: 1184,
  date: 1082,
  interval: 1186,
} as const;

type Parser = (value: string) => unknown;

function int8(value: string): number | bigint {
  const big = BigInt(value);
  return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}

function mapDeep(value: unknown, parse: Parser): unknown {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, parse));
  return typeof value === 'string' ? parse(value) : value;
}

// node-postgres' own parsers. Declared for its `TypeId` enum only, but it takes any OID (unknown ones give text).
const getDefaultParser = pg.types.getTypeParser as (oid: number, format: 'text' | 'binary') => Parser;

function defaultParser(oid: number, format: 'text' | 'binary' = 'text'): Parser {
  return getDefaultParser(oid, format);
}

const parseTimestamptz = defaultParser(OID.timestamptz);
// node-postgres parses int8[] as an array of strings: the generic text-array parser.
const parseTextArray = defaultParser(OID.int8Array);

const OVERRIDES: Record<number, Parser> = {
  [OID.int8]: int8,
  [OID.int8Array]: (value) => mapDeep(parseTextArray(value), int8),
  [OID.timestamp]: (value) => parseTimestamptz(`${value}+00`),
  [OID.date]: (value) => new Date(`${value}T00:00:00Z`),
  [OID.interval]: (value) => value,
  // Catalogue queries (array(select rolname ...)) return name[]; node-postgres leaves it as text.
  [OID.nameArray]: parseTextArray,
  [OID.charArray]: parseTextArray,
};

/** The `types` option of a node-postgres Client: PGlite's parsing for text results. */
export const pgliteCompatibleTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): Parser {
    const override = format === 'binary' ? undefined : OVERRIDES[oid];
    return override ?? defaultParser(oid, format);
  },
} satisfies pg.CustomTypesConfig;

/** Every column as the text Postgres sent (what PGlite's raw protocol results hold). */
export const rawTextTypes = {
  getTypeParser: () => (value: string) => value,
} as pg.CustomTypesConfig;
