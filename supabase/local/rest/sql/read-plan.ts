import { apiErrors } from '../errors.ts';
import type {
  Field,
  Filter,
  LogicTree,
  OrderTerm,
  QueryParams,
  RangeParams,
  SelectItem,
} from '../parse/types.ts';
import { findRelationship } from '../schema/relationships.ts';
import type { Relationship, SchemaCache, Table } from '../schema/types.ts';
import { Aliases, ident } from './identifiers.ts';

/** A selected column, checked against the schema cache. */
export type PlanField =
  | { kind: 'star' }
  /** `cast` is the SQL spelling of the type, already checked. */
  | { kind: 'column'; field: Field; cast: string | null; output: string }
  /** `embed(count)`: the number of embedded rows, as `[{"count": n}]`. */
  | { kind: 'count'; output: string };

export type PlanTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'embedNull'; embed: EmbedNode; isNull: boolean }
  | { kind: 'logic'; negate: boolean; operator: 'and' | 'or'; children: PlanTree[] };

export type PlanOrder = { term: OrderTerm; embed: EmbedNode | null };

export interface ReadNode {
  table: Table;
  /** Key of this node in its parent's JSON, and the name filters use to reach it. */
  name: string;
  alias: string;
  fields: PlanField[];
  embeds: EmbedNode[];
  where: PlanTree[];
  order: PlanOrder[];
  range: RangeParams;
}

export interface EmbedNode extends ReadNode {
  relationship: Relationship;
  inner: boolean;
  spread: boolean;
}

interface PlanContext {
  cache: SchemaCache;
  params: QueryParams;
  aliases: Aliases;
  usedPaths: Set<string>;
}

function outputName(field: Field, alias: string | null): string {
  if (alias) return alias;
  const keys = field.jsonPath.filter((step) => !step.index);
  return keys[keys.length - 1]?.key ?? field.name;
}

function checkColumn(table: Table, name: string): void {
  if (name !== '*' && !table.columnMap.has(name)) throw apiErrors.undefinedColumn(table.name, name);
}

/**
 * The SQL spelling of a cast, checked against pg_type: built-in names stay
 * unquoted so `int` or `double precision` work, a mixed-case type is quoted.
 */
function castType(cache: SchemaCache, cast: string | null): string | null {
  if (cast === null) return null;
  const lower = cast.toLowerCase();
  if (cache.typeNames.has(lower) && /^[a-z_][a-z0-9_ ]*$/.test(lower)) return lower;
  if (cache.typeNames.has(cast)) return ident(cast);
  throw apiErrors.undefinedType(cast);
}

function resolveTree(node: ReadNode, tree: LogicTree): PlanTree {
  if (tree.kind === 'logic') {
    return { ...tree, children: tree.children.map((child) => resolveTree(node, child)) };
  }
  const { filter } = tree;
  if (!node.table.columnMap.has(filter.field.name)) {
    const embed = node.embeds.find((candidate) => candidate.name === filter.field.name);
    if (embed && filter.field.jsonPath.length === 0) {
      const { operation } = filter;
      if (operation.kind !== 'is' || (operation.value !== 'null' && operation.value !== 'not_null')) {
        throw apiErrors.unacceptableFilter(embed.name);
      }
      return { kind: 'embedNull', embed, isNull: (operation.value === 'null') !== filter.negate };
    }
    throw apiErrors.undefinedColumn(node.table.name, filter.field.name);
  }
  return tree;
}

function resolveOrder(node: ReadNode, term: OrderTerm): PlanOrder {
  if (term.relation === null) {
    checkColumn(node.table, term.field.name);
    return { term, embed: null };
  }
  const embed = node.embeds.find((candidate) => candidate.name === term.relation);
  if (!embed) throw apiErrors.notEmbedded(term.relation);
  if (!embed.relationship.toOne) throw apiErrors.relatedOrderNotToOne(node.table.name, term.relation);
  checkColumn(embed.table, term.field.name);
  return { term, embed };
}

function isEmbeddedCount(table: Table, path: string, item: SelectItem & { kind: 'field' }): boolean {
  return (
    path !== '' &&
    item.field.name === 'count' &&
    item.field.jsonPath.length === 0 &&
    !table.columnMap.has('count')
  );
}

function buildNode(
  context: PlanContext,
  table: Table,
  name: string,
  path: string,
  select: SelectItem[],
): ReadNode {
  const node: ReadNode = {
    table,
    name,
    alias: context.aliases.take(),
    fields: [],
    embeds: [],
    where: [],
    order: [],
    range: context.params.ranges.get(path) ?? { offset: 0, limit: null },
  };
  for (const item of select) {
    if (item.kind === 'field') {
      if (item.field.name === '*') {
        node.fields.push({ kind: 'star' });
        continue;
      }
      if (isEmbeddedCount(table, path, item)) {
        node.fields.push({ kind: 'count', output: item.alias ?? 'count' });
        continue;
      }
      checkColumn(table, item.field.name);
      const cast = castType(context.cache, item.cast);
      node.fields.push({
        kind: 'column',
        field: item.field,
        cast,
        output: outputName(item.field, item.alias),
      });
      continue;
    }
    const relationship = findRelationship(context.cache.relationships, table.name, item.name, item.hint);
    if (item.spread && !relationship.toOne) throw apiErrors.spreadNotToOne(table.name, item.name);
    const target = context.cache.tables.get(relationship.foreignTable);
    if (!target) throw apiErrors.tableNotFound(relationship.foreignTable, null);
    const embedName = item.alias ?? item.name;
    const embedPath = path === '' ? embedName : `${path}.${embedName}`;
    const child = buildNode(context, target, embedName, embedPath, item.children);
    node.embeds.push({ ...child, relationship, inner: item.inner, spread: item.spread });
  }
  const counts = node.fields.filter((field) => field.kind === 'count').length;
  if (counts > 0 && (counts > 1 || node.fields.length > 1 || node.embeds.length > 0)) {
    // Only a bare count is supported; grouping by other columns needs aggregates, which Supabase disables.
    throw apiErrors.aggregatesNotAllowed();
  }
  for (const tree of context.params.where.get(path) ?? []) node.where.push(resolveTree(node, tree));
  for (const term of context.params.order.get(path) ?? []) node.order.push(resolveOrder(node, term));
  context.usedPaths.add(path);
  return node;
}

/**
 * Checks a parsed request against the schema cache and resolves every embed
 * to its relationship. Filters, orders and ranges addressed to an embed that
 * the select does not contain are refused, as PostgREST does.
 */
export function planRead(
  cache: SchemaCache,
  table: Table,
  params: QueryParams,
  select = params.select,
): ReadNode {
  const context: PlanContext = { cache, params, aliases: new Aliases(), usedPaths: new Set() };
  const root = buildNode(context, table, table.name, '', select);
  const addressed = [...params.where.keys(), ...params.order.keys(), ...params.ranges.keys()];
  for (const path of addressed) {
    if (!context.usedPaths.has(path)) throw apiErrors.notEmbedded(path.split('.').pop() ?? path);
  }
  return root;
}
