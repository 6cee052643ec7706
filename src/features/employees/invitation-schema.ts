import * as z from 'zod/mini';
import { COMPANY_ROLES } from '@/features/account/signed-in.ts';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;

/** One of the signed-in person's open invitations (my_company_invitations). */
export const MyInvitationSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  role: z.enum(COMPANY_ROLES),
  created_at: z.string(),
  expires_at: z.string(),
});
export type MyInvitation = z.infer<typeof MyInvitationSchema>;
export const MyInvitationsSchema = z.array(MyInvitationSchema);

/** What an invitation link is for (invitation_by_token). */
export const LinkedInvitationSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  role: z.enum(COMPANY_ROLES),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.string(),
});
export type LinkedInvitation = z.infer<typeof LinkedInvitationSchema>;

/** A company's invitation as its owners and admins see it on /employees. */
export const CompanyInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.nullable(z.string()),
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.string(),
  last_sent_at: z.string(),
});
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;
export const CompanyInvitationsSchema = z.array(CompanyInvitationSchema);

/** The status a manager sees: a pending invitation past its expiry is expired. */
export function shownStatus(invitation: Pick<CompanyInvitation, 'status' | 'expires_at'>, now = Date.now()) {
  return invitation.status === 'pending' && Date.parse(invitation.expires_at) <= now
    ? 'expired'
    : invitation.status;
}
