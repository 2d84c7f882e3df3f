/** `npm run audit:verify`: seals any unsealed event, recomputes the audit hash chain; exits 1 when a row was altered or removed. */
import { verifyAuditChain } from '../audit/audit';
import { sealAllAuditEvents } from '../audit/audit-sealer';
import { openConfiguredDatabase } from './open-configured-db';

const { database } = await openConfiguredDatabase();
try {
  await sealAllAuditEvents(database.db);
  const report = await verifyAuditChain(database.db);
  if (report.ok) {
    console.log(`Audit chain intact: ${report.checked} events verified.`);
  } else {
    console.error(`Audit chain BROKEN at event #${report.brokenAt} (after ${report.checked} good events): a row was edited, removed or inserted out of order.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
