import type { Database as GeneratedDatabase } from './database.types.ts';

type Functions = GeneratedDatabase['public']['Functions'];

/**
 * PostgreSQL records no nullability for a function's arguments, so the
 * generator types every one as non-null. These are the arguments the app or
 * the Edge Functions pass null for, and what the SQL functions read null as:
 * save_offer creates a new offer, offer_daily_stats covers every company
 * (platform admins); no registered website, no invoice address, no phone.
 */
interface NullableArgs {
  save_offer: 'p_offer_id';
  offer_daily_stats: 'p_company_id';
  record_registry_check: 'website';
  register_company: 'invoice_email';
  invite_to_company: 'p_phone';
}

type WithNullableArgs<Fn extends Functions[keyof Functions], Names> = {
  [K in keyof Fn]: K extends 'Args'
    ? { [A in keyof Fn['Args']]: A extends Names ? Fn['Args'][A] | null : Fn['Args'][A] }
    : Fn[K];
};

/**
 * The generated `Database` types (database.types.ts) with the nullable
 * arguments above: the one type every supabase-js client of the app and of
 * the Edge Functions is built with.
 */
export type Database = {
  [S in keyof GeneratedDatabase]: S extends 'public'
    ? {
        [P in keyof GeneratedDatabase['public']]: P extends 'Functions'
          ? {
              [F in keyof Functions]: F extends keyof NullableArgs
                ? WithNullableArgs<Functions[F], NullableArgs[F]>
                : Functions[F];
            }
          : GeneratedDatabase['public'][P];
      }
    : GeneratedDatabase[S];
};
