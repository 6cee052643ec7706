import type { Database as GeneratedDatabase } from './contracts/database.types.ts';

type Functions = GeneratedDatabase['public']['Functions'];

/**
 * PostgreSQL records no nullability for a function's arguments, so the
 * generator types every one as non-null. These are the arguments the Edge
 * Functions pass null for, and the SQL functions read null as "none": no
 * registered website, no invoice address, no phone number.
 */
interface NullableArgs {
  record_registry_check: 'website';
  register_company: 'invoice_email';
  invite_to_company: 'p_phone';
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
