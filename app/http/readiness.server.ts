import type { ServerResponse } from "node:http";
import { prisma } from "~/db/index.server";
import { getStorage } from "~/storage/index.server";
import { cachePolicies } from "~/headers";

const checkTimeoutMs = 3000;

function withinTimeout(check: Promise<unknown>) {
  return Promise.race([
    check.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), checkTimeoutMs).unref()),
  ]).catch(() => false);
}

/**
 * /readyz for the load balancer: 200 while the database and the file storage answer, 503
 * when either does not, and 503 from the moment shutdown starts, so the balancer stops
 * sending new requests before the server stops taking them. /healthz stays the cheap
 * "the process is alive".
 */
export function createReadiness() {
  let draining = false;
  return {
    drain() {
      draining = true;
    },
    async answer(res: ServerResponse) {
      const failing: string[] = [];
      if (draining) failing.push("avslutter");
      else {
        const [database, storage] = await Promise.all([
          withinTimeout(prisma.$queryRaw`SELECT 1`),
          // A key nobody writes: any answer, found or not, shows the storage is reachable.
          withinTimeout(getStorage().head("readyz-probe")),
        ]);
        if (!database) failing.push("database");
        if (!storage) failing.push("fillagring");
      }
      res.setHeader("Cache-Control", cachePolicies.momentary);
      res
        .writeHead(failing.length ? 503 : 200, { "Content-Type": "text/plain; charset=utf-8" })
        .end(failing.length ? `ikke klar: ${failing.join(", ")}` : "klar");
    },
  };
}
