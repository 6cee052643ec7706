import { Cursor, field, isIdentifierChar, requireFieldName } from './cursor.ts';
import type { OrderTerm } from './types.ts';

function modifier(cursor: Cursor, words: string[]): string | null {
  for (const word of words) {
    const after = cursor.input.charAt(cursor.pos + word.length + 1);
    if (cursor.startsWith(`.${word}`) && !isIdentifierChar(after)) {
      cursor.pos += word.length + 1;
      return word;
    }
  }
  return null;
}

/** `order=created_at.desc.nullslast,id` and `order=client(name).asc`. */
export function parseOrder(input: string): OrderTerm[] {
  const cursor = new Cursor(input, `failed to parse order (${input})`);
  const terms: OrderTerm[] = [];
  for (;;) {
    cursor.skipSpaces();
    const start = cursor.pos;
    const name = requireFieldName(cursor);
    let relation: string | null = null;
    let term;
    if (cursor.eat('(')) {
      relation = name;
      term = field(cursor);
      cursor.expect(')');
    } else {
      cursor.pos = start;
      term = field(cursor);
    }
    const direction = modifier(cursor, ['asc', 'desc']) as OrderTerm['direction'];
    const nullsWord = modifier(cursor, ['nullsfirst', 'nullslast']);
    if (cursor.peek() === '.') {
      cursor.pos += 1;
      cursor.fail(
        direction === null
          ? ['"asc"', '"desc"', '"nullsfirst"', '"nullslast"']
          : ['"nullsfirst"', '"nullslast"'],
      );
    }
    cursor.skipSpaces();
    terms.push({
      relation,
      field: term,
      direction,
      nulls: nullsWord === null ? null : nullsWord === 'nullsfirst' ? 'first' : 'last',
    });
    if (!cursor.eat(',')) break;
  }
  if (!cursor.done) cursor.fail(['delimiter (.)', '","', 'end of input']);
  return terms;
}
