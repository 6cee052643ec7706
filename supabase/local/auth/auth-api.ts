import { Hono } from 'hono';
import type { GatewayContext } from '../context.ts';

// Replaced by the real service.
export function createAuthApi(_ctx: GatewayContext): Hono {
  return new Hono();
}
