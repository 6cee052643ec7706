import { filterSql, fieldSql } from './filter-sql.ts';
import { type Params, ident, qualified } from './identifiers.ts';
import type { EmbedNode, PlanField, PlanOrder, PlanTree, ReadNode } from './read-plan.ts';

/**
 * Renders a read plan as one SQL statement that builds the response JSON in
 * Postgres, the way PostgREST does: embeds are correlated subqueries that
 * aggregate with json_agg (to-many) or row_to_json (to-one), so the planner
 * evaluates them only for the rows that survive ORDER BY/LIMIT.
 */

function castSql(sql: string, cast: string | null): string {
  if (cast === null) return sql;
  return `cast(${sql} as ${cast})`;
}

interface SelectItemSql {
  sql: string;
  /** Null for `alias.*`. */
  output: string | null;
}

function fieldItems(node: ReadNode, params: Params): SelectItemSql[] {
  return node.fields.map((field: PlanField) => {
    if (field.kind === 'star') return { sql: `${ident(node.alias)}.*`, output: null };
    if (field.kind === 'count') return { sql: 'count(*)', output: field.output };
    return { sql: castSql(fieldSql(node.alias, field.field, params), field.cast), output: field.output };
  });
}

/** FROM items and join conditions that tie an embedded relation to its parent row. */
function embedSource(embed: EmbedNode, parentAlias: string): { from: string; join: string[] } {
  const child = ident(embed.alias);
  const parent = ident(parentAlias);
  const { junction } = embed.relationship;
  if (junction) {
    const link = ident(`${embed.alias}_j`);
    return {
      from: `${qualified(embed.table.name)} as ${child}, ${qualified(junction.table)} as ${link}`,
      join: [
        ...junction.targetColumns.map(([own, target]) => `${link}.${ident(own)} = ${child}.${ident(target)}`),
        ...junction.sourceColumns.map(
          ([own, source]) => `${link}.${ident(own)} = ${parent}.${ident(source)}`,
        ),
      ],
    };
  }
  return {
    from: `${qualified(embed.table.name)} as ${child}`,
    join: embed.relationship.columns.map(
      ([own, foreign]) => `${child}.${ident(foreign)} = ${parent}.${ident(own)}`,
    ),
  };
}

/** Rows of the embed exist for the parent (with the embed's own filters): `!inner` and `embed=not.is.null`. */
export function existsSql(embed: EmbedNode, parentAlias: string, params: Params): string {
  const { from, join } = embedSource(embed, parentAlias);
  const conditions = [...join, ...conditionsSql(embed, params)];
  return `exists (select 1 from ${from} where ${conditions.join(' and ')})`;
}

export function treeSql(node: ReadNode, tree: PlanTree, params: Params): string {
  switch (tree.kind) {
    case 'filter':
      return filterSql(node.alias, node.table, tree.filter, params);
    case 'embedNull': {
      const exists = existsSql(tree.embed, node.alias, params);
      return tree.isNull ? `not ${exists}` : exists;
    }
    case 'logic': {
      const joined = tree.children
        .map((child) => `(${treeSql(node, child, params)})`)
        .join(` ${tree.operator} `);
      return `${tree.negate ? 'not ' : ''}(${joined})`;
    }
  }
}

/** The node's filters plus an EXISTS for each `!inner` embed. */
export function conditionsSql(node: ReadNode, params: Params): string[] {
  return [
    ...node.where.map((tree) => treeSql(node, tree, params)),
    ...node.embeds.filter((embed) => embed.inner).map((embed) => existsSql(embed, node.alias, params)),
  ];
}

function orderTermSql(node: ReadNode, order: PlanOrder, params: Params): string {
  const { term, embed } = order;
  let expression: string;
  if (embed) {
    const { from, join } = embedSource(embed, node.alias);
    const conditions = [...join, ...conditionsSql(embed, params)];
    expression = `(select ${fieldSql(embed.alias, term.field, params)} from ${from} where ${conditions.join(' and ')})`;
  } else {
    expression = fieldSql(node.alias, term.field, params);
  }
  const direction = term.direction === null ? '' : ` ${term.direction}`;
  const nulls = term.nulls === null ? '' : ` nulls ${term.nulls}`;
  return `${expression}${direction}${nulls}`;
}

export function orderSql(node: ReadNode, params: Params): string {
  if (node.order.length === 0) return '';
  return ` order by ${node.order.map((order) => orderTermSql(node, order, params)).join(', ')}`;
}

export function rangeSql(node: ReadNode): string {
  const limit = node.range.limit === null ? '' : ` limit ${String(node.range.limit)}`;
  const offset = node.range.offset > 0 ? ` offset ${String(node.range.offset)}` : '';
  return `${limit}${offset}`;
}

/** The select list: columns, then one subquery per embed (spreads contribute their columns). */
function selectItems(node: ReadNode, params: Params): SelectItemSql[] {
  const items = fieldItems(node, params);
  for (const embed of node.embeds) {
    if (embed.spread) {
      items.push(...spreadItems(embed, node.alias, params));
      continue;
    }
    if (embed.fields.length === 0 && embed.embeds.length === 0) continue;
    const row = ident(`${embed.alias}_row`);
    const inner = embedQuery(embed, node.alias, params);
    items.push({
      sql: embed.relationship.toOne
        ? `(select row_to_json(${row}) from (${inner}) as ${row})`
        : `coalesce((select json_agg(${row}) from (${inner}) as ${row}), '[]')`,
      output: embed.name,
    });
  }
  return items;
}

export function selectListSql(node: ReadNode, params: Params): string[] {
  return selectItems(node, params).map((item) =>
    item.output === null ? item.sql : `${item.sql} as ${ident(item.output)}`,
  );
}

/**
 * A to-one spread (`...client(name)`): each of its columns becomes a column of
 * the parent, read by a scalar subquery over the embedded row.
 */
function spreadItems(embed: EmbedNode, parentAlias: string, params: Params): SelectItemSql[] {
  const { from, join } = embedSource(embed, parentAlias);
  const where = [...join, ...conditionsSql(embed, params)].join(' and ');
  const expanded = selectItems(embed, params).flatMap((item) =>
    item.output === null
      ? embed.table.columns.map((column) => ({
          sql: `${ident(embed.alias)}.${ident(column.name)}`,
          output: column.name,
        }))
      : [{ sql: item.sql, output: item.output }],
  );
  return expanded.map((item) => ({
    sql: `(select ${item.sql} from ${from} where ${where})`,
    output: item.output,
  }));
}

function embedQuery(embed: EmbedNode, parentAlias: string, params: Params): string {
  const { from, join } = embedSource(embed, parentAlias);
  const select = selectListSql(embed, params);
  const conditions = [...join, ...conditionsSql(embed, params)];
  const query = `select ${select.join(', ')} from ${from} where ${conditions.join(' and ')}`;
  // An aggregate yields one row: ordering or paging it means nothing.
  if (embed.fields.some((field) => field.kind === 'count')) return query;
  return `${query}${orderSql(embed, params)}${rangeSql(embed)}`;
}

/** The root query over `from` (a table, a function call or a CTE, already aliased as the root). */
export function rootQuery(node: ReadNode, from: string, params: Params, filtered = true): string {
  const select = selectListSql(node, params);
  const conditions = filtered ? conditionsSql(node, params) : [];
  const where = conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  // An empty select list is valid SQL and yields `{}` per row, as PostgREST answers `select=embed()`.
  const list = select.join(', ');
  return `select ${list} from ${from}${where}${filtered ? `${orderSql(node, params)}${rangeSql(node)}` : ''}`;
}

/** `count(*)` over the same rows, ignoring limit and offset. */
export function countQuery(node: ReadNode, from: string, params: Params): string {
  const conditions = conditionsSql(node, params);
  const where = conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  return `select count(*) from ${from}${where}`;
}
