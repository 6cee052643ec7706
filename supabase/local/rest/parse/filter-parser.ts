import type { RestError } from '../errors.ts';
import { Cursor, field, isIdentifierChar, jsonPath, quotedValue, requireFieldName } from './cursor.ts';
import type { Field, FtsOperator, LogicTree, Operation, SimpleOperator } from './types.ts';

const SIMPLE_OPERATORS = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'isdistinct',
]);
const QUANTIFIABLE = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const FTS_OPERATORS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

type ValueReader = (cursor: Cursor) => string;

/** The rest of a top-level filter value, verbatim. */
const restOfInput: ValueReader = (cursor) => {
  const value = cursor.input.slice(cursor.pos);
  cursor.pos = cursor.input.length;
  return value;
};

/** A value inside `or=(...)`: quoted, a `{...}` literal, or everything up to `,` or `)`. */
const logicValue: ValueReader = (cursor) => {
  if (cursor.peek() === '"') {
    const start = cursor.pos;
    const value = quotedValue(cursor);
    if (cursor.done || cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.pos = start;
  }
  if (cursor.peek() === '{') {
    const close = cursor.input.indexOf('}', cursor.pos);
    const literal = close === -1 ? '' : cursor.input.slice(cursor.pos, close + 1);
    if (literal !== '' && !literal.slice(1).includes('{')) {
      cursor.pos = close + 1;
      return literal;
    }
  }
  return untilDelimiter(cursor);
};

function untilDelimiter(cursor: Cursor): string {
  const start = cursor.pos;
  while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
  return cursor.input.slice(start, cursor.pos);
}

/** `(a,"b,c",d)` for `in`. */
function listValue(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.skipSpaces();
  const values: string[] = [];
  for (;;) {
    let value: string | null = null;
    if (cursor.peek() === '"') {
      const start = cursor.pos;
      const quoted = quotedValue(cursor);
      if (cursor.peek() === ',' || cursor.peek() === ')') value = quoted;
      else cursor.pos = start;
    }
    values.push(value ?? untilDelimiter(cursor));
    if (!cursor.eat(',')) break;
  }
  cursor.skipSpaces();
  cursor.expect(')');
  cursor.skipSpaces();
  // `in.()` is an empty list, not a list holding one empty string.
  return values.length === 1 && values[0] === '' ? [] : values;
}

function operation(cursor: Cursor, readValue: ValueReader): { negate: boolean; operation: Operation } {
  const negate = cursor.eat('not.');
  if (cursor.eat('in.')) return { negate, operation: { kind: 'in', values: listValue(cursor) } };
  if (cursor.eat('is.')) {
    const word = /^[a-z_]+/i.exec(cursor.input.slice(cursor.pos))?.[0].toLowerCase() ?? '';
    const value = IS_VALUES.find((candidate) => candidate === word);
    if (!value) cursor.fail(['null or trilean value (unknown, true, false)']);
    cursor.pos += word.length;
    return { negate, operation: { kind: 'is', value } };
  }
  const start = cursor.pos;
  while (!cursor.done && cursor.peek() !== '.' && cursor.peek() !== '(') cursor.pos += 1;
  const name = cursor.input.slice(start, cursor.pos);
  let modifier: string | null = null;
  if (cursor.eat('(')) {
    const modifierStart = cursor.pos;
    while (isIdentifierChar(cursor.peek())) cursor.pos += 1;
    modifier = cursor.input.slice(modifierStart, cursor.pos).trim();
    cursor.expect(')');
  }
  if (FTS_OPERATORS.has(name)) {
    if (!cursor.eat('.')) cursor.fail(['delimiter (.)']);
    const config = modifier === '' ? null : modifier;
    return {
      negate,
      operation: { kind: 'fts', operator: name as FtsOperator, config, value: readValue(cursor) },
    };
  }
  const quantifier = modifier === 'any' || modifier === 'all' ? modifier : null;
  if (
    !SIMPLE_OPERATORS.has(name) ||
    (modifier !== null && (quantifier === null || !QUANTIFIABLE.has(name)))
  ) {
    cursor.eat('.');
    const error = cursor.error([]);
    error.body.details = `unknown single value operator ${modifier === null ? name : `${name}(${modifier})`}`;
    throw error;
  }
  if (!cursor.eat('.')) cursor.fail(['delimiter (.)']);
  return {
    negate,
    operation: { kind: 'simple', operator: name as SimpleOperator, quantifier, value: readValue(cursor) },
  };
}

/** The value of a filter parameter: `eq.5`, `not.in.(1,2)`, `is.null`, `fts(english).cat`. */
export function parseFilterValue(input: string): { negate: boolean; operation: Operation } {
  const cursor = new Cursor(input, `failed to parse filter (${input})`);
  const parsed = operation(cursor, restOfInput);
  if (!cursor.done) cursor.fail(['end of input']);
  return parsed;
}

/** A filter key: `col`, `col->>key`, `embed.col`. */
export function parseTreePath(input: string): { path: string[]; field: Field } {
  const cursor = new Cursor(input, `failed to parse tree path (${input})`);
  const names = [requireFieldName(cursor)];
  while (cursor.eat('.')) names.push(requireFieldName(cursor));
  const steps = jsonPath(cursor);
  if (!cursor.done) cursor.fail(['"->>"', '"->"', 'delimiter (.)', 'end of input']);
  const name = names.pop() ?? '';
  return { path: names, field: { name, jsonPath: steps } };
}

/** The value of `or=`/`and=` (prefixed with its operator): `or(a.eq.1,and(b.gt.2,c.is.null))`. */
export function parseLogicTree(operator: string, input: string): LogicTree {
  const cursor = new Cursor(`${operator}${input}`, `failed to parse logic tree (${input})`);
  const tree = logicTree(cursor);
  if (!cursor.done) cursor.fail(['end of input']);
  return tree;
}

function logicTree(cursor: Cursor): LogicTree {
  const start = cursor.pos;
  let filterError: RestError | null = null;
  try {
    const parsedField = field(cursor);
    if (!cursor.eat('.')) cursor.fail(['delimiter (.)']);
    const parsed = operation(cursor, logicValue);
    return { kind: 'filter', filter: { field: parsedField, ...parsed } };
  } catch (error) {
    filterError = error as RestError;
  }
  const filterEnd = cursor.pos;
  cursor.pos = start;
  try {
    const negate = cursor.eat('not.');
    const operator = cursor.eat('and') ? 'and' : cursor.eat('or') ? 'or' : null;
    if (operator === null) cursor.fail(['logic operator (and, or)']);
    cursor.skipSpaces();
    cursor.expect('(');
    cursor.enter();
    const children: LogicTree[] = [];
    for (;;) {
      cursor.skipSpaces();
      children.push(logicTree(cursor));
      cursor.skipSpaces();
      if (!cursor.eat(',')) break;
    }
    cursor.leave();
    cursor.expect(')');
    cursor.skipSpaces();
    return { kind: 'logic', negate, operator, children };
  } catch (error) {
    // Report whichever reading got further, as Parsec does.
    throw cursor.pos >= filterEnd ? error : filterError;
  }
}

/** Whether a parameter value reads as a filter (`op.value`), as opposed to a plain RPC argument. */
export function hasOperator(value: string): boolean {
  const parts = value.split('.');
  const head = parts[0] ?? '';
  if (head === 'not') return parts.length > 2;
  if (head === 'is' || head === 'in') return true;
  const name = head.split('(')[0] ?? '';
  return SIMPLE_OPERATORS.has(name) || FTS_OPERATORS.has(name);
}
