import { smsInboundFormSchema } from '@tend/contracts/scheduling-settings.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound, validationError } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { withdrawSmsConsent } from './sms-inbound.repo';
import { smsConfigOf } from './sms-sender';
import { isValidSmsSignature } from './sms-signature';

/** The carriers' and Twilio's opt-out words. */
const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);

const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export function registerSmsInboundRoutes(app: FastifyInstance): void {
  const { db, env } = app.services;
  const config = smsConfigOf(env);

  route(app, {
    method: 'POST',
    url: '/api/sms/inbound',
    // Called by the SMS provider, not a user: its signature over the request is the credential.
    access: 'public',
    // Any form: every field the provider sends is signed, so none is dropped before the check.
    body: z.record(z.string(), z.string()),
    bodyEncoding: 'form',
    response: rawResponse('Empty TwiML: a STOP is recorded, and no reply is texted back.', 'text/xml'),
    handler: async ({ body, request, reply, now, audit }) => {
      if (!config) throw notFound('SMS endpoint');
      const signature = request.headers['x-twilio-signature'];
      // Signed over the address the provider was given: this server's public URL.
      const url = `${env.PUBLIC_URL.replace(/\/+$/, '')}${request.url}`;
      if (!isValidSmsSignature(config.authToken, url, body, typeof signature === 'string' ? signature : undefined)) {
        throw forbidden('The request signature is not valid.');
      }
      const form = smsInboundFormSchema.safeParse(body);
      if (!form.success) throw validationError('body', form.error);
      if (stopWords.has(form.data.Body.trim().toUpperCase())) {
        await db.transaction(async (tx) => {
          for (const { clientId, consentId } of await withdrawSmsConsent(tx, form.data.From, now)) {
            await audit({ action: 'withdraw_consent', recordType: 'client_consent', recordId: consentId, clientId, outcome: 'success' }, tx);
          }
        });
      }
      return reply.type('text/xml').send(emptyTwiml);
    },
  });
}
