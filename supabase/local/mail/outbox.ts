import type { Database } from '../db/database.ts';

export type MailKind =
  'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change' | 'reauthentication' | 'lead';

export interface OutgoingMail {
  to: string;
  subject: string;
  kind: MailKind;
  html: string;
  text: string;
}

export interface StoredMail extends OutgoingMail {
  id: number;
  createdAt: string;
  links: string[];
}

interface MailRow {
  id: number;
  created_at: Date;
  to_address: string;
  subject: string;
  kind: MailKind;
  html: string;
  text_body: string;
}

const LINK_PATTERN = /href="([^"]+)"/g;

function decodeEntities(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
}

export function extractLinks(html: string): string[] {
  return [...html.matchAll(LINK_PATTERN)].map((match) => decodeEntities(match[1] ?? ''));
}

/**
 * Every mail the local backend "sends" (auth mails, lead notifications) lands
 * here instead of a real inbox, like Supabase's local mail viewer.
 */
export class MailOutbox {
  constructor(private readonly db: Database) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.db.query(
      `insert into _local.mail (to_address, subject, kind, html, text_body) values ($1, $2, $3, $4, $5)`,
      [mail.to, mail.subject, mail.kind, mail.html, mail.text],
    );
  }

  async list(filter: { to?: string } = {}): Promise<StoredMail[]> {
    const { rows } = await this.db.query<MailRow>(
      `select * from _local.mail where $1::text is null or lower(to_address) = lower($1) order by id desc limit 200`,
      [filter.to ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      to: row.to_address,
      subject: row.subject,
      kind: row.kind,
      html: row.html,
      text: row.text_body,
      links: extractLinks(row.html),
    }));
  }

  async clear(): Promise<void> {
    await this.db.exec('truncate _local.mail');
  }
}
