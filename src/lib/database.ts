import type { Database as GeneratedDatabase } from '@contracts/database.types.ts';

type Functions = GeneratedDatabase['public']['Functions'];

/**
 * PostgreSQL records no nullability for a function's arguments, so the
 * generator types every one as non-null. These are the arguments the app
 * passes null for, and the functions read null as: save_offer creates a new
 * offer, offer_daily_stats covers every company (platform admins).
 */
interface NullableArgs {
  save_offer: 'p_offer_id';
  offer_daily_stats: 'p_company_id';
}

type WithNullableArgs<Fn extends Functions[keyof Functions], Names> = {
  [K in keyof Fn]: K extends 'Args'
    ? { [A in keyof Fn['Args']]: A extends Names ? Fn['Args'][A] | null : Fn['Args'][A] }
    : Fn[K];
};

/** The generated `Database` types (database.types.ts) with the nullable arguments above. */
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
