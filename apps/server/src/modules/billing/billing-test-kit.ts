/** Calls the billing routes make in tests: book and complete a visit, record a payment, read a ledger. */
import type { ClientLedger } from '@tend/contracts/billing.contract';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { as, type Credentials, type TestApp } from '../../../test/test-app';

export function billingKit(t: TestApp) {
  const call = (who: Credentials, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject(as(who, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }));
  return {
    call,
    async newClient(who: Credentials, first_name: string): Promise<string> {
      const res = await call(who, 'POST', '/api/clients', { first_name, last_name: 'Billing' });
      if (res.statusCode !== 201) throw new Error(`client: ${res.statusCode} ${res.body}`);
      return res.json<{ id: string }>().id;
    },
    /** A visit that started `minutesAgo` before the test clock and lasted `minutes`. */
    async book(who: Credentials, clientId: string, options: { minutes: number; location?: 'office' | 'telehealth'; startsAt?: Date; code?: string }) {
      const start = options.startsAt ?? new Date(t.clock.now.getTime() - 3 * 3_600_000);
      const res = await call(who, 'POST', '/api/appointments', {
        client_id: clientId,
        start: start.toISOString(),
        end: new Date(start.getTime() + options.minutes * 60_000).toISOString(),
        location: options.location ?? 'office',
        allow_conflict: true,
        allow_outside_hours: true,
      });
      if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`);
      const id = res.json<{ appointments: CalendarAppointment[] }>().appointments[0]!.id;
      if (options.code) {
        const coded = await call(who, 'PUT', `/api/appointments/${id}/service-code`, { service_code: options.code });
        if (coded.statusCode !== 200) throw new Error(`code: ${coded.statusCode} ${coded.body}`);
      }
      return id;
    },
    setStatus: (who: Credentials, id: string, payload: Record<string, unknown>) => call(who, 'POST', `/api/appointments/${id}/status`, payload),
    async ledger(who: Credentials, clientId: string): Promise<ClientLedger> {
      const res = await call(who, 'GET', `/api/clients/${clientId}/ledger`);
      if (res.statusCode !== 200) throw new Error(`ledger: ${res.statusCode} ${res.body}`);
      return res.json<ClientLedger>();
    },
    /** A charge by hand of `cents` on `date`. */
    async charge(who: Credentials, clientId: string, cents: number, date = '2026-02-01') {
      const res = await call(who, 'POST', `/api/clients/${clientId}/charges`, {
        kind: 'other',
        service_date: date,
        description: 'Test line',
        unit_fee_cents: cents,
      });
      if (res.statusCode !== 201) throw new Error(`charge: ${res.statusCode} ${res.body}`);
      return res.json<{ id: string }>().id;
    },
  };
}
