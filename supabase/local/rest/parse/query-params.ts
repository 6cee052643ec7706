import { apiErrors } from '../errors.ts';
import { parseNameList } from './cursor.ts';
import { hasOperator, parseFilterValue, parseLogicTree, parseTreePath } from './filter-parser.ts';
import { parseOrder } from './order-parser.ts';
import { parseSelect } from './select-parser.ts';
import type { QueryParams, RangeParams, SelectItem } from './types.ts';

const STAR: SelectItem[] = [{ kind: 'field', field: { name: '*', jsonPath: [] }, alias: null, cast: null }];

function decode(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Key/value pairs in order; like PostgREST, a key without `=` carries no value and is dropped. */
function pairs(search: string): [string, string][] {
  const result: [string, string][] = [];
  for (const part of search.split('&')) {
    const equals = part.indexOf('=');
    if (equals <= 0) continue;
    result.push([decode(part.slice(0, equals)), decode(part.slice(equals + 1))]);
  }
  return result;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function rangeOf(ranges: Map<string, RangeParams>, path: string): RangeParams {
  let range = ranges.get(path);
  if (!range) {
    range = { offset: 0, limit: null };
    ranges.set(path, range);
  }
  return range;
}

export interface QueryParamOptions {
  /** For GET /rpc: keys that are function arguments rather than filters. */
  isRpcArg?: (key: string, value: string) => boolean;
}

/**
 * Splits and parses a query string the way PostgREST does: reserved keys
 * (`select`, `columns`, `on_conflict`), per-embed `order`/`limit`/`offset`/
 * `and`/`or`, and everything else as a filter, so an unknown operator is a
 * parse error rather than a silently ignored parameter.
 */
export function parseQueryParams(search: string, options: QueryParamOptions = {}): QueryParams {
  const params: QueryParams = {
    select: STAR,
    where: new Map(),
    order: new Map(),
    ranges: new Map(),
    columns: null,
    onConflict: null,
    rpcArgs: new Map(),
  };
  let selectSeen = false;
  for (const [key, value] of pairs(search)) {
    if (key === 'select') {
      if (!selectSeen && value.trim() !== '') params.select = parseSelect(value);
      selectSeen = true;
      continue;
    }
    if (key === 'columns') {
      params.columns = parseNameList(value, 'columns');
      continue;
    }
    if (key === 'on_conflict') {
      params.onConflict = parseNameList(value, 'on_conflict');
      continue;
    }
    const segments = key.split('.');
    const last = segments[segments.length - 1] ?? '';
    const path = segments.slice(0, -1);
    if (last === 'order') {
      params.order.set(path.join('.'), [...(params.order.get(path.join('.')) ?? []), ...parseOrder(value)]);
    } else if (last === 'limit' || last === 'offset') {
      if (!/^-?\d+$/.test(value)) continue;
      const number = Number(value);
      if (last === 'limit' && number < 0)
        throw apiErrors.invalidRange('Limit should be greater than or equal to zero.');
      const range = rangeOf(params.ranges, path.join('.'));
      if (last === 'limit') range.limit = number;
      else range.offset = Math.max(0, number);
    } else if (last === 'and' || last === 'or') {
      const negate = path.includes('not');
      const embedPath = path.filter((segment) => segment !== 'not').join('.');
      push(params.where, embedPath, parseLogicTree(`${negate ? 'not.' : ''}${last}`, value));
    } else if (options.isRpcArg?.(key, value)) {
      params.rpcArgs.set(key, value);
    } else {
      const target = parseTreePath(key);
      const parsed = parseFilterValue(value);
      push(params.where, target.path.join('.'), {
        kind: 'filter',
        filter: { field: target.field, ...parsed },
      });
    }
  }
  return params;
}

export { hasOperator };
