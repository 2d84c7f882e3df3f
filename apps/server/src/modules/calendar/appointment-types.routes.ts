import {
  appointmentTypeSchema,
  appointmentTypesResponseSchema,
  createAppointmentTypeRequestSchema,
  updateAppointmentTypeRequestSchema,
  type AppointmentType,
} from '@tend/contracts/calendar.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appointmentTypes } from '@tend/db/schema/scheduling';
import { conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';

type TypeRow = typeof appointmentTypes.$inferSelect;
const toView = (t: TypeRow): AppointmentType => ({
  id: t.id,
  name: t.name,
  service_code: t.serviceCode,
  duration_minutes: t.durationMinutes,
  active: t.active,
});
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The practice's appointment types: every clinician reads them; practice settings change them. */
export function registerAppointmentTypeRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/appointment-types',
    access: 'clients:read',
    response: appointmentTypesResponseSchema,
    handler: async ({ actor }) => {
      const rows = await db
        .select()
        .from(appointmentTypes)
        .where(eq(appointmentTypes.practiceId, actor.practiceId))
        .orderBy(asc(appointmentTypes.sortOrder), asc(appointmentTypes.name));
      return { types: rows.map(toView) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/appointment-types',
    access: 'admin:settings',
    body: createAppointmentTypeRequestSchema,
    response: appointmentTypeSchema,
    handler: async ({ actor, body, reply, audit }) => {
      const row = await db
        .insert(appointmentTypes)
        .values({ practiceId: actor.practiceId, name: body.name, serviceCode: body.service_code, durationMinutes: body.duration_minutes, sortOrder: 100 })
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(`body.name: an appointment type named ${body.name} exists`) : error;
        });
      await audit({ action: 'create', recordType: 'appointment_type', recordId: row[0]!.id, outcome: 'success' });
      reply.status(201);
      return toView(row[0]!);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/appointment-types/:id',
    access: 'admin:settings',
    params: z.object({ id: z.uuid('id must be a UUID') }),
    body: updateAppointmentTypeRequestSchema,
    response: appointmentTypeSchema,
    handler: async ({ actor, params, body, audit }) => {
      const [row] = await db
        .update(appointmentTypes)
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.service_code !== undefined && { serviceCode: body.service_code }),
          ...(body.duration_minutes !== undefined && { durationMinutes: body.duration_minutes }),
          ...(body.active !== undefined && { active: body.active }),
        })
        .where(and(eq(appointmentTypes.id, params.id), eq(appointmentTypes.practiceId, actor.practiceId)))
        .returning();
      if (!row) throw notFound('Appointment type');
      await audit({ action: 'update', recordType: 'appointment_type', recordId: row.id, outcome: 'success' });
      return toView(row);
    },
  });
}
