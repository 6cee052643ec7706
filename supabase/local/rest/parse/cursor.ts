import { apiErrors } from '../errors.ts';
import type { Field, JsonStep } from './types.ts';

/**
 * A position in one query-string value, with PostgREST's (Parsec's) error
 * wording: message `"failed to parse <what> (<input>)" (line 1, column N)`,
 * details `unexpected "x" expecting a, b or c`.
 */
/** Embeds and logic trees nest; a bound keeps a hostile query string from exhausting the stack. */
const MAX_DEPTH = 32;

export class Cursor {
  pos = 0;
  private depth = 0;

  constructor(
    readonly input: string,
    readonly source: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input.charAt(this.pos + offset);
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  eat(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.pos += text.length;
    return true;
  }

  expect(text: string): void {
    if (!this.eat(text)) this.fail([JSON.stringify(text)]);
  }

  /** Enters one nesting level (an embed's or a logic operator's parentheses). */
  enter(): void {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) this.fail([], `nesting deeper than ${MAX_DEPTH} levels`);
  }

  leave(): void {
    this.depth -= 1;
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  fail(expecting: string[], unexpected?: string): never {
    throw this.error(expecting, unexpected);
  }

  error(expecting: string[], unexpected?: string) {
    const found = unexpected ?? (this.done ? 'end of input' : JSON.stringify(this.peek()));
    const wanted = expecting.length > 0 ? ` expecting ${joinAlternatives(expecting)}` : '';
    return apiErrors.parse(
      `${JSON.stringify(this.source)} (line 1, column ${this.pos + 1})`,
      `unexpected ${found}${wanted}`,
    );
  }
}

function joinAlternatives(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

export function isIdentifierChar(char: string): boolean {
  return char !== '' && IDENTIFIER_CHAR.test(char);
}

/** A double-quoted value with backslash escapes; the cursor sits on the opening quote. */
export function quotedValue(cursor: Cursor): string {
  cursor.expect('"');
  let value = '';
  while (!cursor.done && cursor.peek() !== '"') {
    if (cursor.peek() === '\\') cursor.pos += 1;
    value += cursor.peek();
    cursor.pos += 1;
  }
  cursor.expect('"');
  return value;
}

function identifierRun(cursor: Cursor): string {
  const start = cursor.pos;
  while (isIdentifierChar(cursor.peek())) cursor.pos += 1;
  return cursor.input.slice(start, cursor.pos);
}

/**
 * A column, table, alias or hint name: a quoted value, or identifier
 * characters (letters, digits, `_`, `$`, spaces) joined by dashes that do not
 * start a JSON arrow. Returns null without consuming when none is here.
 */
export function fieldName(cursor: Cursor): string | null {
  if (cursor.peek() === '"') {
    const value = quotedValue(cursor);
    if (value.includes('\0')) cursor.fail([], '"\\NUL"');
    return value;
  }
  const start = cursor.pos;
  let name = identifierRun(cursor);
  if (name.trim() === '') {
    cursor.pos = start;
    return null;
  }
  while (cursor.peek() === '-' && cursor.peek(1) !== '>' && isIdentifierChar(cursor.peek(1))) {
    cursor.pos += 1;
    name += `-${identifierRun(cursor)}`;
  }
  return name.trim();
}

export function requireFieldName(cursor: Cursor): string {
  const name = fieldName(cursor);
  if (name === null) cursor.fail(['field name (* or [a..z0..9_$])']);
  return name;
}

const INDEX_END = ['->', '::', '.', ',', ')'];

/** `->key`, `->>key`, `->0` steps after a column name. */
export function jsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  while (cursor.startsWith('->')) {
    const arrow = cursor.startsWith('->>') ? '->>' : '->';
    cursor.pos += arrow.length;
    const index = /^-?\d+/.exec(cursor.input.slice(cursor.pos));
    if (index) {
      const after = cursor.pos + index[0].length;
      const rest = cursor.input.slice(after);
      if (rest === '' || INDEX_END.some((end) => rest.startsWith(end))) {
        cursor.pos = after;
        steps.push({ arrow, key: index[0], index: true });
        continue;
      }
    }
    steps.push({ arrow, key: requireFieldName(cursor), index: false });
  }
  return steps;
}

export function field(cursor: Cursor): Field {
  cursor.skipSpaces();
  const name = requireFieldName(cursor);
  const path = jsonPath(cursor);
  cursor.skipSpaces();
  return { name, jsonPath: path };
}

/** A list of names: `columns=` and `on_conflict=`. */
export function parseNameList(input: string, what: string): string[] {
  const cursor = new Cursor(input, `failed to parse ${what} parameter (${input})`);
  const names: string[] = [];
  for (;;) {
    cursor.skipSpaces();
    names.push(requireFieldName(cursor));
    cursor.skipSpaces();
    if (!cursor.eat(',')) break;
  }
  if (!cursor.done) cursor.fail(['","', 'end of input']);
  return names;
}
