import { getConfig } from "~/config/index.server";
import { prisma } from "~/db/index.server";
import { consumeRateLimit, refundRateLimit } from "~/spam-guard/index.server";

/** Sign-in attempts are counted over a quarter of an hour. */
const signInWindowSeconds = 15 * 60;
/** One address may try this many times more across every login than for any one account. */
const addressShareOfLogins = 3;

/**
 * Counts one password attempt against the address and against the address with the login,
 * never against the login alone: whoever guesses is the one held back, and the account's own
 * staff, from an address that has not been guessing, still get in (decision 185). Only
 * failures are the limit's business: a right password takes its attempt back (`succeeded`),
 * so an office signing in often from one address is never held back (decision 299).
 */
export async function admitSignInAttempt({ address, login }: { address: string; login: string }) {
  const limit = getConfig().RATE_LIMIT_SIGN_IN;
  const account = login.trim().toLowerCase().slice(0, 320);
  const now = new Date();
  const rules = [
    { key: `sign-in-ip:${address}`, limit: limit * addressShareOfLogins },
    { key: `sign-in-ip-account:${address}|${account}`, limit },
  ].map((rule) => ({ ...rule, windowSeconds: signInWindowSeconds }));
  const results = await Promise.all(rules.map((rule) => consumeRateLimit(rule, { now })));
  const refused = results.filter((result) => !result.allowed);
  return {
    allowed: refused.length === 0,
    retryAfterSeconds: Math.max(0, ...refused.map((result) => result.retryAfterSeconds)),
    succeeded: async () => {
      await Promise.all(rules.map((rule) => refundRateLimit(rule, { now })));
    },
  };
}

/** A checked password for a known account: a wrong one is counted, a right one starts a new count. */
export async function recordPasswordCheck({ email, correct }: { email: string; correct: boolean }) {
  if (!correct) {
    const now = new Date();
    await prisma.staffSignInRecord.upsert({
      where: { email },
      create: { email, failedSinceSignIn: 1, lastFailedAt: now },
      update: { failedSinceSignIn: { increment: 1 }, lastFailedAt: now },
    });
    return;
  }
  const previous = await prisma.staffSignInRecord.findUnique({ where: { email } });
  const failed = previous?.failedSinceSignIn ?? 0;
  // Decremented rather than set to 0, so a failure counted meanwhile is not lost.
  await prisma.staffSignInRecord.upsert({
    where: { email },
    create: { email },
    update: { failedBeforeSignIn: failed, failedSinceSignIn: { decrement: failed } },
  });
}

/**
 * Wrong passwords given for the account since its sign-in before the latest one, which is
 * what its staff have not seen yet when they open admin; null for accounts the embedded
 * provider does not hold.
 */
export async function failedSignInsSincePreviousSignIn(email: string) {
  const record = await prisma.staffSignInRecord.findUnique({
    where: { email: email.toLowerCase() },
  });
  if (!record) return null;
  return {
    count: record.failedBeforeSignIn + record.failedSinceSignIn,
    lastFailedAt: record.lastFailedAt,
  };
}
