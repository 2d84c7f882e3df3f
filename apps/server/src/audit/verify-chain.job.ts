import { z } from 'zod';
import type { Env } from '../env';
import { defineJob } from '../jobs/define-job';
import { verifyAuditChain } from './audit';
import { sealAllAuditEvents } from './audit-sealer';
import { anchorStore, checkAnchors, writeAnchor } from './anchors';

export const verifyChainKind = 'verify_audit_chain';

/** Its stored result, read back by GET /api/admin/audit-logs/verification. */
export const chainCheckResultSchema = z.object({
  ok: z.boolean(),
  events_checked: z.number(),
  broken_at: z.number().nullable(),
  anchored_seq: z.number().nullable(),
  anchors_ok: z.boolean(),
  problem: z.string().nullable(),
});

/**
 * Every AUDIT_VERIFY_EVERY: seals any event still unsealed, recomputes the whole chain, checks the anchors written outside the
 * database, and — when both hold — anchors the current head.
 */
export function verifyAuditChainJob(env: Pick<Env, 'DATA_DIR' | 'AUDIT_ANCHOR_DIR' | 'AUDIT_ANCHOR_KEY' | 'AUDIT_VERIFY_EVERY'>) {
  const store = anchorStore(env);
  return defineJob({
    kind: verifyChainKind,
    payload: z.object({}),
    every: env.AUDIT_VERIFY_EVERY,
    budgetMs: 10 * 60_000,
    async run(_payload, { db, clock }): Promise<z.infer<typeof chainCheckResultSchema>> {
      // Events a long-open transaction committed after the sealer's look-back are chained here.
      await sealAllAuditEvents(db);
      const chain = await verifyAuditChain(db);
      const anchors = await checkAnchors(db, store);
      const ok = chain.ok && anchors.ok;
      const anchoredSeq = ok ? await writeAnchor(db, store, clock()) : anchors.anchoredSeq;
      const problem = chain.ok ? anchors.problem : `The chain breaks at event #${chain.brokenAt}: an event was changed, removed or inserted out of order.`;
      return {
        ok,
        events_checked: chain.checked,
        broken_at: chain.ok ? null : (chain.brokenAt ?? null),
        anchored_seq: anchoredSeq,
        anchors_ok: anchors.ok,
        problem,
      };
    },
  });
}
