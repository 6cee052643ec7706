import { Cursor, fieldName, isIdentifierChar, jsonPath, requireFieldName } from './cursor.ts';
import type { SelectEmbed, SelectItem } from './types.ts';

/**
 * Parses `select=` as PostgREST does: columns with aliases (`alias:col`),
 * JSON paths, casts (`col::text`), `*`, embeds `alias:table!hint!inner(...)`
 * and spreads `...table(...)`.
 */
export function parseSelect(input: string): SelectItem[] {
  const cursor = new Cursor(input, `failed to parse select parameter (${input})`);
  const items = forest(cursor, false);
  if (!cursor.done) cursor.fail(['","', 'end of input']);
  return items;
}

function forest(cursor: Cursor, nested: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  cursor.skipSpaces();
  // An embed may select nothing (`clients!inner()`), to filter its parent only.
  if (nested && cursor.peek() === ')') return items;
  for (;;) {
    items.push(tree(cursor, nested));
    cursor.skipSpaces();
    if (!cursor.eat(',')) return items;
    cursor.skipSpaces();
  }
}

function endOfItem(cursor: Cursor, nested: boolean, expecting: string[]): void {
  cursor.skipSpaces();
  const char = cursor.peek();
  if (cursor.done || char === ',' || (nested && char === ')')) return;
  cursor.fail([...expecting, ...(nested ? ['")"'] : []), '","', 'end of input']);
}

function tree(cursor: Cursor, nested: boolean): SelectItem {
  cursor.skipSpaces();
  if (cursor.eat('...')) {
    const name = requireFieldName(cursor);
    return embed(cursor, { name, alias: null, spread: true });
  }
  if (cursor.eat('*')) {
    endOfItem(cursor, nested, []);
    return { kind: 'field', field: { name: '*', jsonPath: [] }, alias: null, cast: null };
  }
  const first = requireFieldName(cursor);
  let alias: string | null = null;
  let name = first;
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.pos += 1;
    alias = first;
    name = requireFieldName(cursor);
  }
  if (cursor.peek() === '!' || cursor.peek() === '(') return embed(cursor, { name, alias, spread: false });
  const path = jsonPath(cursor);
  let cast: string | null = null;
  if (cursor.eat('::')) {
    const start = cursor.pos;
    while (isIdentifierChar(cursor.peek())) cursor.pos += 1;
    cast = cursor.input.slice(start, cursor.pos).trim();
    if (cast === '') cursor.fail(['letter or digit']);
  }
  endOfItem(cursor, nested, ['letter', 'digit', '"-"', '"->>"', '"->"', '"::"']);
  return { kind: 'field', field: { name, jsonPath: path }, alias, cast };
}

function embed(cursor: Cursor, head: { name: string; alias: string | null; spread: boolean }): SelectEmbed {
  let hint: string | null = null;
  let inner = false;
  for (let param = 0; param < 2 && cursor.eat('!'); param += 1) {
    const joinType = /^(inner|left)(?=[!(])/.exec(cursor.input.slice(cursor.pos));
    if (joinType?.[1]) {
      cursor.pos += joinType[1].length;
      inner = joinType[1] === 'inner';
    } else {
      hint = fieldName(cursor);
      if (hint === null) cursor.fail(['"left"', '"inner"', 'field name (* or [a..z0..9_$])']);
    }
  }
  if (!cursor.eat('(')) cursor.fail(['"!"', '"("']);
  cursor.enter();
  const children = forest(cursor, true);
  cursor.leave();
  cursor.skipSpaces();
  if (!cursor.eat(')')) cursor.fail(['","', '")"']);
  return { kind: 'embed', name: head.name, alias: head.alias, hint, inner, spread: head.spread, children };
}
