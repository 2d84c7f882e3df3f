import type { DocumentTemplate, DocumentTemplateKey } from '@tend/contracts/portal-documents.contract';

/*
 * The consent and policy texts a practice can share as they ship. They are generic starting points
 * in plain language, not legal advice: each says so, and a practice should have its own reviewed
 * before relying on them. The text a client signs is copied onto their document when shared, so a
 * later change here never alters what someone already signed (its SHA-256 is kept with the signature).
 */

const genericNote =
  'This is a general template provided with Tend. Your practice may have given you additional or different terms; ask your clinician if anything here is unclear.';

const informedConsent = `This document explains how therapy with this practice works so that you can decide whether to begin. Please read it, ask any questions you have, and sign only when you are comfortable.

What therapy involves
Therapy is a collaborative process. Together with your clinician you will talk about what brings you here, agree on goals, and review progress from time to time. Therapy can bring relief and new skills, and it can also bring up uncomfortable feelings for a while. There is no guarantee of a particular result.

Your rights
You may ask questions about your treatment at any time, ask for a referral to someone else, or stop therapy whenever you choose. You may ask to see your records, subject to the law where you live.

Confidentiality and its limits
What you share in therapy is kept private. Your clinician will not share it without your written permission, except where the law requires or allows it. The main exceptions are: when there is a serious risk that you may harm yourself or someone else; when a child, an elderly person or a dependent adult may be being abused or neglected; when a court orders records to be released; and, in general terms, for consultation with other professionals who are bound by the same confidentiality.

Appointments and cancellations
Sessions are scheduled in advance. If you cannot attend, please let the practice know as early as you can. The practice's cancellation policy and fees will be explained to you separately.

Contact between sessions and emergencies
Secure messages and phone calls between sessions are for scheduling and brief questions. They are not monitored around the clock and are not for emergencies. In a crisis, call or text 988 (Suicide & Crisis Lifeline in the US), call 911, or go to the nearest emergency room.

Fees
Fees, insurance and payment arrangements are explained separately. Please ask if anything about cost is unclear before your first session.

By signing below I confirm that I have read this document, that I have had the chance to ask questions, and that I consent to receive therapy from this practice.

${genericNote}`;

const telehealthConsent = `This document explains what is different when sessions take place by video or phone (telehealth), so that you can agree to it knowingly.

How telehealth works
Sessions take place over a secure video or phone connection instead of in the office. The practice uses services intended for health care, but no technology is completely free of risk: a connection can fail, and information sent over the internet could in rare cases be intercepted.

Your part
Please join from a private place where you will not be overheard, and use your own device and network rather than a shared or public one where you can. Do not record sessions unless you and your clinician have agreed to it. The practice will not record sessions without your written permission.

If the connection drops
If the session is interrupted, your clinician will try to reconnect. If that fails within a few minutes, they will call you at the phone number on file.

Your location and emergencies
At the start of each session your clinician may ask where you are, so that help can be sent if there is an emergency. Please keep your contact details and an emergency contact up to date. Telehealth may not be right for every situation; your clinician may recommend in-person sessions if it is not working well for you.

Your choice
You may choose in-person sessions instead, where the practice offers them, and you may withdraw this consent at any time by telling your clinician.

By signing below I confirm that I have read this document and that I consent to receive services by telehealth.

${genericNote}`;

const privacyNotice = `This acknowledgement confirms that you have been given the practice's Notice of Privacy Practices. The notice describes how health information about you may be used and shared, and how you can get access to it.

In summary, the notice explains:
- how the practice uses your information for treatment, to arrange payment, and to run the practice;
- when the law requires or allows information to be shared without your permission;
- your rights: to see and get a copy of your records, to ask for corrections, to ask for limits on how information is shared, to ask to be contacted in a particular way, to get a list of certain disclosures, and to complain if you believe your privacy rights have been violated;
- how to contact the practice with questions or complaints.

Signing this acknowledgement does not mean that you agree with everything in the notice, and it does not change your rights. You may ask for a paper copy of the notice at any time.

By signing below I acknowledge that I have received the practice's Notice of Privacy Practices.

${genericNote}`;

export const documentTemplates: readonly DocumentTemplate[] = [
  {
    key: 'informed_consent',
    kind: 'consent',
    title: 'Informed consent for psychotherapy',
    summary: 'What therapy involves, confidentiality and its limits, cancellations, emergencies.',
    body: informedConsent,
  },
  {
    key: 'telehealth_consent',
    kind: 'consent',
    title: 'Telehealth consent',
    summary: 'Sessions by video or phone: privacy, dropped connections, location and emergencies.',
    body: telehealthConsent,
  },
  {
    key: 'privacy_notice',
    kind: 'policy',
    title: 'Notice of privacy practices — acknowledgement',
    summary: 'Confirms the client received the practice’s Notice of Privacy Practices.',
    body: privacyNotice,
  },
];

export function documentTemplate(key: DocumentTemplateKey): DocumentTemplate {
  const template = documentTemplates.find((t) => t.key === key);
  if (!template) throw new Error(`unknown document template ${key}`);
  return template;
}
