import type { SchemaCache } from '../schema/types.ts';

/**
 * The root endpoint: a small OpenAPI 2.0 description of the exposed tables
 * and functions, enough for tools that list what the API offers.
 */
export function openApiDocument(schema: SchemaCache, host: string): unknown {
  const definitions = Object.fromEntries(
    [...schema.tables.values()].map((table) => [
      table.name,
      {
        type: 'object',
        required: table.columns
          .filter((column) => !column.nullable && column.defaultExpr === null)
          .map((c) => c.name),
        properties: Object.fromEntries(table.columns.map((column) => [column.name, { format: column.type }])),
      },
    ]),
  );
  const paths: Record<string, unknown> = { '/': {} };
  for (const table of schema.tables.values())
    paths[`/${table.name}`] = { get: {}, post: {}, patch: {}, delete: {} };
  for (const name of schema.routines.keys()) paths[`/rpc/${name}`] = { get: {}, post: {} };
  return {
    swagger: '2.0',
    info: { title: 'Ordning local REST API', version: '12' },
    host,
    basePath: '/rest/v1',
    schemes: ['http'],
    consumes: ['application/json'],
    produces: ['application/json'],
    paths,
    definitions,
  };
}
