import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useLoaderData } from "@remix-run/react";
import LogOut from "lucide-react/icons/log-out";
import { z } from "zod";
import { formatDateTime } from "~/format";
import { AdminTable, PageHeading } from "~/admin";
import {
  describeUserAgent,
  endStaffSession,
  listLiveStaffSessions,
  staffAction,
  staffLoader,
} from "~/auth/index.server";
import { StatusButton } from "~/components/ui/status-button";
import { sessionsCopy as copy } from "~/auth";
import { useIsPending } from "~/hooks";
import { redirectWithToast } from "~/toast/index.server";

const revokeSchema = z.object({ intent: z.literal("revoke"), id: z.string().min(1).max(100) });

export const loader = staffLoader(async ({ staff }) => {
  const sessions = await listLiveStaffSessions();
  return {
    sessions: sessions.map((session) => ({
      id: session.id,
      staff: session.name ?? session.email,
      device: describeUserAgent(session.userAgent),
      userAgent: session.userAgent,
      started: formatDateTime(session.createdAt),
      lastSeen: formatDateTime(session.lastSeenAt),
      current: session.id === staff.sessionId,
    })),
  };
});

export const action = staffAction(async ({ request, staff }) => {
  const submission = parseWithZod(await request.formData(), { schema: revokeSchema });
  if (submission.status !== "success") throw new Response("Ugyldig skjema", { status: 400 });
  const ended = await endStaffSession(request, staff, submission.value.id);
  if (ended instanceof Response) return ended;
  return redirectWithToast("/admin/okter", ended ? copy.revokedToast : copy.goneToast);
});

export default function SessionsPage() {
  const { sessions } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <AdminTable
        label={copy.title}
        rows={sessions}
        empty={copy.empty}
        columns={[
          {
            header: copy.columns.device,
            cell: (session) => (
              <>
                <span title={session.userAgent}>{session.device}</span>
                {session.current ? (
                  <strong className="ml-2 text-primary">{copy.current}</strong>
                ) : null}
              </>
            ),
          },
          { header: copy.columns.staff, cell: (session) => session.staff, wide: true },
          {
            header: copy.columns.started,
            cell: (session) => session.started,
            nowrap: true,
            wide: true,
          },
          { header: copy.columns.lastSeen, cell: (session) => session.lastSeen, nowrap: true },
          {
            header: <span className="sr-only">{copy.revoke}</span>,
            cell: (session) => <RevokeForm session={session} />,
          },
        ]}
      />
    </section>
  );
}

function RevokeForm({ session }: { session: { id: string; device: string; started: string } }) {
  const pending = useIsPending({ intent: "revoke" });
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="id" value={session.id} />
      <StatusButton
        type="submit"
        variant="outline"
        size="sm"
        status={pending ? "pending" : "idle"}
        icon={<LogOut aria-hidden />}
        aria-label={copy.revokeLabel(session.device, session.started)}
      >
        {copy.revoke}
      </StatusButton>
    </Form>
  );
}
