import type { FastifyInstance } from 'fastify';
import { notifyUser } from '../notifications/notify';
import { requesterOf, type AppointmentRequestRow } from './appointment-requests.repo';

/*
 * Who hears about a request, and what: the clinician in the app (the bell may name the client; the
 * push and anything outside the app name nobody), the client by bell and an e-mail without detail.
 * Sent after the write has committed; a failed push or e-mail does not undo the decision.
 */

export async function tellClinicianOfRequest(app: FastifyInstance, providerId: string, clientName: string, when: string, now: Date) {
  await notifyUser(
    app.services,
    app.services.db,
    providerId,
    {
      type: 'appointment_request',
      title: 'Appointment request',
      message: `${clientName} asked for ${when}.`,
      link: '/calendar',
      push: { title: 'Appointment request', body: 'A client asked for an appointment time.' },
    },
    now,
  );
}

export async function tellClinicianOfCancellation(app: FastifyInstance, providerId: string, clientName: string, when: string, now: Date) {
  await notifyUser(
    app.services,
    app.services.db,
    providerId,
    {
      type: 'appointment_cancelled',
      title: 'Appointment cancelled in the portal',
      message: `${clientName} cancelled ${when}.`,
      link: '/calendar',
      push: { title: 'Appointment cancelled', body: 'A client cancelled an appointment in the portal.' },
    },
    now,
  );
}

export async function tellClientOfDecision(app: FastifyInstance, row: AppointmentRequestRow, decision: 'approved' | 'declined', now: Date) {
  const { db, env, mailer, log } = { ...app.services, log: app.log };
  const user = await requesterOf(db, row);
  if (!user) return;
  const sentence = `Your appointment request was ${decision} — see the portal.`;
  await notifyUser(
    app.services,
    db,
    user.id,
    {
      type: 'appointment_request_decided',
      title: `Appointment request ${decision}`,
      message: sentence,
      link: '/client/appointments',
      push: { title: 'Appointment request', body: sentence },
    },
    now,
  );
  try {
    await mailer.send({
      to: user.email,
      subject: 'Your appointment request',
      text: `${sentence}\n\n${env.PUBLIC_URL}/client/appointments\n`,
    });
  } catch {
    log.warn('appointment decision e-mail could not be sent');
  }
}
