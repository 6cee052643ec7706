import { Hono } from 'hono';
import type { GatewayContext } from '../context.ts';

// Replaced by the real service.
export function createStorageApi(_ctx: GatewayContext): Hono {
  return new Hono();
}
