import {
  inquiryBodyLimitBytes,
  inquiryFormKeyParamsSchema,
  inquiryFormSchema,
  publicInquiryRequestSchema,
  publicInquiryResponseSchema,
  updateInquiryFormRequestSchema,
  type InquiryForm,
} from '@tend/contracts/leads.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { practices } from '@tend/db/schema/practices';
import { ownsPracticeSettings } from '../../auth/practice-owner';
import { forbidden, notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { notifyUser } from '../notifications/notify';
import { guardBodyOf } from './inquiry-body-guard';
import { inquiryPage, missingFormPage, sendPage } from './inquiry-page';
import { enabledFormByKey, inquiryFormsRepo, leadManagers, newFormKey } from './inquiry-forms.repo';
import { toInquiryFormView } from './lead-view';
import { inquiryLimits, refuseFlood, storeInquiry } from './submit-inquiry';

/** The practice's embeddable inquiry form: its settings, the public page, and the public endpoint it posts to. */
export function registerInquiryRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/leads/form',
    access: 'leads:manage',
    response: inquiryFormSchema,
    handler: async ({ actor }): Promise<InquiryForm> =>
      toInquiryFormView(await inquiryFormsRepo(db, actor).getOrCreate(), await ownsPracticeSettings(db, actor)),
  });

  route(app, {
    method: 'PUT',
    url: '/api/leads/form',
    access: 'leads:manage',
    body: updateInquiryFormRequestSchema,
    response: inquiryFormSchema,
    handler: async ({ actor, body, audit }): Promise<InquiryForm> => {
      // The link on the practice's website is the practice's: one clinician of a group must not break it.
      if (!(await ownsPracticeSettings(db, actor))) throw forbidden('Only an administrator changes the practice’s inquiry form in a practice with one.');
      const form = await inquiryFormsRepo(db, actor).update({
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        ...(body.intro !== undefined ? { intro: body.intro || null } : {}),
        ...(body.regenerate_key ? { formKey: newFormKey() } : {}),
      });
      await audit({ action: 'update', recordType: 'inquiry_form', recordId: actor.practiceId, outcome: 'success' });
      return toInquiryFormView(form, true);
    },
  });

  /**
   * What the practice's website sends. Limited per address and per form (the database counts, so
   * every instance shares the limit); the honeypot answers like a success and stores nothing; the
   * answer never repeats what was sent. Multipart and oversized bodies are refused before parsing.
   */
  guardBodyOf(app, 'POST', '/api/public/inquiries/:formKey', inquiryBodyLimitBytes);
  route(app, {
    method: 'POST',
    url: '/api/public/inquiries/:formKey',
    access: 'public',
    params: inquiryFormKeyParamsSchema,
    body: publicInquiryRequestSchema,
    bodyLimit: inquiryBodyLimitBytes,
    response: publicInquiryResponseSchema,
    handler: async ({ params, body, now, request, reply, audit }) => {
      await refuseFlood(db, reply, `inquiry:ip:${request.ip}`, inquiryLimits.perIp, now);
      const form = await enabledFormByKey(db, params.formKey);
      if (!form) throw notFound('Inquiry form');
      // The honeypot answers like a success, stores nothing and uses none of the form's daily quota.
      if (body.website) {
        reply.status(202);
        return { received: true as const };
      }
      const leadId = await storeInquiry(db, reply, form.practiceId, body, now);
      reply.status(202);
      await audit({ action: 'create', recordType: 'lead', recordId: leadId, outcome: 'success' });
      // After commit; the bell says only that someone asked, never who (it may be pushed off the device).
      const notice = { type: 'lead', title: 'New inquiry from your website', message: 'Open Lead Management to follow it up.', link: '/leads' };
      for (const userId of await leadManagers(db, form.practiceId)) {
        await notifyUser(app.services, db, userId, { ...notice, push: { title: notice.title, body: notice.message } }, now);
      }
      return { received: true as const };
    },
  });

  /** The page a practice links to or embeds in an iframe: served here so it can be framed while the app itself cannot. */
  route(app, {
    method: 'GET',
    url: '/inquiry/:formKey',
    access: 'public',
    params: inquiryFormKeyParamsSchema,
    response: rawResponse('The inquiry form page', 'text/html'),
    handler: async ({ params, reply }) => {
      const form = await enabledFormByKey(db, params.formKey);
      if (!form) return sendPage(reply.status(404), missingFormPage());
      const [practice] = await db.select({ name: practices.name }).from(practices).where(eq(practices.id, form.practiceId)).limit(1);
      return sendPage(reply, inquiryPage({ practiceName: practice?.name ?? 'the practice', intro: form.intro, formKey: form.formKey }));
    },
  });
}
