import Box from '@mui/material/Box';
import type { Client } from '@tend/contracts/clients.contract';
import { can } from '@tend/contracts/permissions';
import { useCurrentUser } from '@/lib/session/me-query';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { ageOn } from './client-dates';
import { ConsentsSection } from './consents-section';
import { DiagnosesSection } from './diagnoses-section';
import { GroupSection } from './group-section';
import { GuardiansSection } from './guardians-section';
import { InsuranceSection } from './insurance-section';

/** Under this age a client's consent to care comes from a parent or guardian. */
export const adultAge = 18;

/** The clinical and administrative parts of the record on the overview; a minor's guardians come first. */
export function ClientDetailsOverview({ client }: { client: Client }) {
  const mayWrite = can(useCurrentUser(), 'clients:write');
  const age = ageOn(client.date_of_birth, new Date(), useTimeZone());
  const minorAge = age !== null && age < adultAge ? age : null;
  const guardians = <GuardiansSection clientId={client.id} mayWrite={mayWrite} minorAge={minorAge} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {minorAge !== null && <Box sx={{ gridColumn: '1 / -1' }}>{guardians}</Box>}
      <DiagnosesSection clientId={client.id} mayWrite={mayWrite} />
      <ConsentsSection clientId={client.id} mayWrite={mayWrite} />
      <InsuranceSection clientId={client.id} mayWrite={mayWrite} />
      <GroupSection client={client} mayWrite={mayWrite} />
      {minorAge === null && guardians}
    </Box>
  );
}
