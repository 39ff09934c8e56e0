import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff, type SignedInStaff } from "./session.server";
import { cachePolicies } from "~/headers";

/*
 * Every admin loader and action is built with these, never written bare: a layout's
 * loader does not guard its children's actions, so each handler checks the session
 * itself. tests/reliability/staff-routes.test.ts asks every admin loader and action of the
 * build, signed out, and fails on one that answers.
 */

export function staffLoader<T>(
  handler: (args: LoaderFunctionArgs & { staff: SignedInStaff }) => T | Promise<T>,
) {
  return async (args: LoaderFunctionArgs) =>
    handler({ ...args, staff: await requireStaff(args.request) });
}

export function staffAction<T>(
  handler: (args: ActionFunctionArgs & { staff: SignedInStaff }) => T | Promise<T>,
) {
  return async (args: ActionFunctionArgs) =>
    handler({ ...args, staff: await requireStaff(args.request) });
}

/** Staff pages are personal: never stored by a browser or a shared cache. */
export const staffPageHeaders = { "Cache-Control": cachePolicies.personal } as const;
