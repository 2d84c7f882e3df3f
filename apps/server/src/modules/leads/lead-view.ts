import type { InquiryForm, Lead, LeadEvent } from '@tend/contracts/leads.contract';
import type { leadEvents } from '@tend/db/schema/leads';
import type { InquiryFormRow } from './inquiry-forms.repo';
import type { LeadRow } from './leads.repo';

export function toLeadView({ lead: l, assigneeName }: { lead: LeadRow; assigneeName: string | null }): Lead {
  return {
    id: l.id,
    first_name: l.firstName,
    last_name: l.lastName,
    email: l.email,
    phone: l.phone,
    referral_source: l.referralSource,
    reason: l.reason,
    insurance: l.insurance,
    preferred_times: l.preferredTimes,
    status: l.status,
    source: l.source,
    close_reason: l.closeReason,
    referred_to: l.referredTo,
    assignee_id: l.assigneeId,
    assignee_name: assigneeName,
    client_id: l.clientId,
    consented_at: l.consentedAt?.toISOString() ?? null,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

export function toLeadEventView({ event: e, actorName }: { event: typeof leadEvents.$inferSelect; actorName: string | null }): LeadEvent {
  return {
    id: e.id,
    kind: e.kind,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    body: e.body,
    actor_name: actorName,
    created_at: e.createdAt.toISOString(),
  };
}

/** The path of the public page a practice links to or embeds. */
export const inquiryPagePath = (formKey: string) => `/inquiry/${formKey}`;

export function toInquiryFormView(form: InquiryFormRow, editable: boolean): InquiryForm {
  return { form_key: form.formKey, enabled: form.enabled, intro: form.intro, url_path: inquiryPagePath(form.formKey), editable };
}
