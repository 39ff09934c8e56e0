import { parseWithZod } from "@conform-to/zod/v4";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { staffAction } from "~/auth/index.server";
import { cachePolicies } from "~/headers";
import { exportPersonSchema } from "~/personal-data";
import { exportPerson } from "~/personal-data/index.server";

/** The person's data as one ZIP, streamed as it is written (decision 252). */
export const action = staffAction(async ({ request, staff }) => {
  const submission = parseWithZod(await request.formData(), { schema: exportPersonSchema });
  if (submission.status !== "success") throw new Response("Ugyldig skjema", { status: 400 });
  const { email, phone } = submission.value;
  const zip = await exportPerson({ email, phone: phone || null }, staff.email);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(createReadableStreamFromReadable(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="personopplysninger-${date}.zip"`,
      "Cache-Control": cachePolicies.personal,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
