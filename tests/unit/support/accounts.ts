import type { Company, Membership } from '../../../src/features/account/account-schema.ts';

// Companies and memberships for the account tests, shaped as the server sends them.

export function company(id: string, name: string, extra: Partial<Company> = {}): Company {
  return {
    id,
    name,
    org_no: '914563720',
    invoice_email: null,
    address: null,
    phone: null,
    subdomain: null,
    is_white_label_enabled: false,
    branding_config: null,
    ...extra,
  };
}

export function membership(companyId: string, role: Membership['role'], name = companyId): Membership {
  return { id: `e-${companyId}`, role, company: company(companyId, name) };
}
