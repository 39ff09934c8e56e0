import type { DatabaseTransaction } from "~/db/index.server";

/**
 * Records a project's move between steps, in the transaction that made it, for the project's
 * timeline (decision 343): staff's by the step buttons or by putting out a round, the
 * customer's (no staff e-mail) by approving one. A "move" to the step it was in is none.
 */
export async function recordStepChange(
  tx: DatabaseTransaction,
  move: { projectId: string; fromStep: string; step: string; staffEmail: string | null },
) {
  if (move.fromStep === move.step) return;
  await tx.customerProjectStepChange.create({ data: move });
}
