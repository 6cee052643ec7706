import { Hono } from 'hono';
import type { GatewayContext } from '../context.ts';

// Replaced by the real service.
export async function createFunctionsApi(_ctx: GatewayContext): Promise<Hono> {
  return new Hono();
}
