import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

type InvokeOptions = Parameters<SupabaseClient['functions']['invoke']>[1];

/** functions.invoke with its `any` error typed as unknown, so tests must narrow it. */
// T only names the JSON the caller expects, exactly as functions.invoke<T> does.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export async function invoke<T = unknown>(
  client: SupabaseClient,
  name: string,
  options?: InvokeOptions,
): Promise<{ data: T | null; error: unknown }> {
  const result = await client.functions.invoke<T>(name, options);
  const error: unknown = result.error;
  return { data: result.data, error };
}

/** The status and JSON body of a failed invocation. */
export async function failure(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}
