import type { GatewayContext } from '../context.ts';

// Replaced by the real service.
export async function storeSeedObjects(_ctx: GatewayContext): Promise<void> {}
