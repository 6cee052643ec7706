import { schemaErrors } from '../errors.ts';
import { closestName } from './fuzzy.ts';
import type { ForeignKey, Relationship, Table } from './types.ts';

function zip(left: string[], right: string[]): [string, string][] {
  return left.map((value, index) => [value, right[index] ?? '']);
}

function sameSet(left: string[], right: string[]): boolean {
  return left.length === right.length && left.every((value) => right.includes(value));
}

function add(map: Map<string, Relationship[]>, relationship: Relationship): void {
  const list = map.get(relationship.table);
  if (list) list.push(relationship);
  else map.set(relationship.table, [relationship]);
}

/**
 * Every relationship PostgREST would see: both directions of each foreign
 * key (one-to-one when the key columns are unique), and many-to-many through
 * a junction table whose primary key covers foreign keys to both sides.
 */
export function buildRelationships(tables: Map<string, Table>, foreignKeys: ForeignKey[]) {
  const relationships = new Map<string, Relationship[]>();
  for (const fk of foreignKeys) {
    const unique = tables.get(fk.table)?.uniqueKeys.some((key) => sameSet(key, fk.columns)) ?? false;
    const base = { constraint: fk.name, junction: null };
    add(relationships, {
      ...base,
      cardinality: unique ? 'one-to-one' : 'many-to-one',
      table: fk.table,
      foreignTable: fk.foreignTable,
      columns: zip(fk.columns, fk.foreignColumns),
      ownsForeignKey: true,
      toOne: true,
    });
    add(relationships, {
      ...base,
      cardinality: unique ? 'one-to-one' : 'one-to-many',
      table: fk.foreignTable,
      foreignTable: fk.table,
      columns: zip(fk.foreignColumns, fk.columns),
      ownsForeignKey: false,
      toOne: unique,
    });
  }
  for (const [name, table] of tables) {
    const own = foreignKeys.filter((fk) => fk.table === name);
    const keyColumns = table.primaryKey;
    for (const first of own) {
      for (const second of own) {
        if (first === second) continue;
        const covered = [...first.columns, ...second.columns].every((column) => keyColumns.includes(column));
        if (!covered) continue;
        add(relationships, {
          cardinality: 'many-to-many',
          table: first.foreignTable,
          foreignTable: second.foreignTable,
          constraint: `${first.name}, ${second.name}`,
          columns: [],
          ownsForeignKey: false,
          junction: {
            table: name,
            constraint1: first.name,
            constraint2: second.name,
            sourceColumns: zip(first.columns, first.foreignColumns),
            targetColumns: zip(second.columns, second.foreignColumns),
          },
          toOne: false,
        });
      }
    }
  }
  return relationships;
}

function matchesHint(relationship: Relationship, hint: string): boolean {
  const { junction } = relationship;
  if (junction)
    return hint === junction.table || hint === junction.constraint1 || hint === junction.constraint2;
  if (hint === relationship.constraint) return true;
  return (
    relationship.columns.length === 1 &&
    relationship.columns.some(([own, foreign]) => (relationship.ownsForeignKey ? own : foreign) === hint)
  );
}

function describe(relationship: Relationship) {
  const list = (columns: string[]) => `(${columns.join(', ')})`;
  const { junction } = relationship;
  return {
    cardinality: relationship.cardinality,
    embedding: `${relationship.table} with ${relationship.foreignTable}`,
    relationship: junction
      ? `${junction.table} using ${junction.constraint1}${list(junction.sourceColumns.map(([column]) => column))} and ${junction.constraint2}${list(junction.targetColumns.map(([column]) => column))}`
      : `${relationship.constraint} using ${relationship.table}${list(relationship.columns.map(([own]) => own))} and ${relationship.foreignTable}${list(relationship.columns.map(([, foreign]) => foreign))}`,
  };
}

/**
 * Resolves `target!hint(...)` embedded from `source`. The target is a table
 * name, or (for many-to-one) the name of the foreign key column itself.
 */
export function findRelationship(
  relationships: Map<string, Relationship[]>,
  source: string,
  target: string,
  hint: string | null,
): Relationship {
  const candidates = relationships.get(source) ?? [];
  const byColumn = (relationship: Relationship) =>
    relationship.ownsForeignKey &&
    relationship.columns.length === 1 &&
    relationship.columns[0]?.[0] === target;
  const matches = candidates.filter((relationship) =>
    hint === null
      ? relationship.foreignTable === target || byColumn(relationship)
      : (relationship.foreignTable === target || byColumn(relationship)) && matchesHint(relationship, hint),
  );
  const [only, ...others] = matches;
  if (only && others.length === 0) return only;
  if (only) {
    const hints = matches.map(
      (relationship) => `'${target}!${relationship.junction?.table ?? relationship.constraint}'`,
    );
    throw schemaErrors.ambiguousRelationship(source, target, matches.map(describe), hints);
  }
  let suggestion: string | null = null;
  if (candidates.length === 0) {
    const parent = closestName(source, [...relationships.keys()]);
    if (parent) suggestion = `Perhaps you meant '${parent}' instead of '${source}'.`;
  } else if (!candidates.some((relationship) => relationship.foreignTable === target)) {
    const child = closestName(
      target,
      candidates.map((relationship) => relationship.foreignTable),
    );
    if (child) suggestion = `Perhaps you meant '${child}' instead of '${target}'.`;
  }
  throw schemaErrors.noRelationship(source, target, hint, suggestion);
}
