/** Identifiers come from the schema cache or the client; either way they are quoted, never trusted. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(table: string): string {
  return `"public".${ident(table)}`;
}

/** Collects bound values; SQL only ever sees `$n`. */
export class Params {
  readonly values: string[] = [];

  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Unique table aliases per statement, so nested embeds never shadow each other by accident. */
export class Aliases {
  private next = 0;

  take(prefix = 't'): string {
    const alias = `${prefix}${this.next}`;
    this.next += 1;
    return alias;
  }
}
