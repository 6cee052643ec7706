import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FunctionEnv } from '../../functions/_shared/env.ts';

export type FunctionHandler = (req: Request, env: FunctionEnv) => Promise<Response>;

/** Function names as the Supabase CLI accepts them; `_shared` and dot names never match. */
const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]*$/;

export class FunctionBootError extends Error {}

export function fileExists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** `<functionsDir>/<name>/handler.ts`, or null for an invalid name or a folder without a handler. */
export async function findHandlerFile(functionsDir: string, name: string): Promise<string | null> {
  if (!FUNCTION_NAME.test(name)) return null;
  const file = join(functionsDir, name, 'handler.ts');
  return (await fileExists(file)) ? file : null;
}

/**
 * Imports a TypeScript module. Vitest and tsx load .ts natively; plain Node 20
 * (the gateway bundled into Vite's config) cannot, so tsx's loader is used then.
 */
async function importTypeScript(file: string): Promise<Record<string, unknown>> {
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const { tsImport } = await import('tsx/esm/api');
    return (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  }
}

/**
 * Loads `<functionsDir>/<name>/handler.ts` on first use and keeps it, like a
 * warm edge worker. Returns null for a name that is invalid or has no handler
 * (the caller answers 404); throws FunctionBootError when the module fails to
 * load or has no default export (a 503 BOOT_ERROR on hosted Supabase).
 */
export class HandlerLoader {
  private readonly cache = new Map<string, Promise<FunctionHandler>>();

  constructor(private readonly functionsDir: string) {}

  async load(name: string): Promise<FunctionHandler | null> {
    const cached = this.cache.get(name);
    if (cached) return cached;
    const file = await findHandlerFile(this.functionsDir, name);
    if (!file) return null;
    const loading = this.importHandler(file);
    this.cache.set(name, loading);
    // A module that failed to boot is retried on the next call, after a fix.
    loading.catch(() => this.cache.delete(name));
    return loading;
  }

  private async importHandler(file: string): Promise<FunctionHandler> {
    let module: Record<string, unknown>;
    try {
      module = await importTypeScript(file);
    } catch (error) {
      throw new FunctionBootError(`failed to load ${file}`, { cause: error });
    }
    const handler = module.default;
    if (typeof handler !== 'function') throw new FunctionBootError(`${file} has no default export`);
    return handler as FunctionHandler;
  }

  /** Nothing runs outside this process, so there is nothing to stop. */
  close(): void {
    this.cache.clear();
  }
}
