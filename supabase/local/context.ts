import type { ResolvedConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { ApiKeys } from './keys.ts';
import type { MailOutbox } from './mail/outbox.ts';

/** What every service of the gateway shares. Built once by createGateway. */
export interface GatewayContext {
  config: ResolvedConfig;
  db: Database;
  keys: ApiKeys;
  mail: MailOutbox;
  /** Folder holding stored objects (bucket/name); a temporary one for in-memory gateways. */
  storageDir: string;
}
