import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useLoaderData } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import Trash2 from "lucide-react/icons/trash";
import { z } from "zod";
import { formatDateTime } from "~/format";
import { pageParam, AdminTable, PageHeading } from "~/admin";
import { deleteSubscriber, isSubscriberRole, listSubscribers } from "~/newsletter/index.server";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { campaignCopy, subscriberRoleLabels, subscribersCopy as copy } from "~/newsletter";
import { staffAction, staffLoader } from "~/auth/index.server";
import { redirectWithToast } from "~/toast/index.server";

const deleteSchema = z.object({
  intent: z.literal("delete"),
  id: z.string().min(1),
  rolle: z.string().optional(),
});

export const loader = staffLoader(async ({ request }) => {
  const url = new URL(request.url);
  const requested = url.searchParams.get("rolle");
  const role = isSubscriberRole(requested) ? requested : null;
  const result = await listSubscribers({ role, page: pageParam(url) });
  return {
    ...result,
    role,
    subscribers: result.subscribers.map((subscriber) => ({
      id: subscriber.id,
      email: subscriber.email,
      role: subscriberRoleLabels[subscriber.role] ?? subscriber.role,
      subscribed: formatDateTime(subscriber.subscribedAt),
      state: subscriber.state,
    })),
  };
});

export const action = staffAction(async ({ request }) => {
  const submission = parseWithZod(await request.formData(), { schema: deleteSchema });
  if (submission.status !== "success") throw new Response("Ugyldig skjema", { status: 400 });
  await deleteSubscriber(submission.value.id);
  const role = submission.value.rolle;
  return redirectWithToast(
    `/admin/nyhetsbrev${role && isSubscriberRole(role) ? `?rolle=${encodeURIComponent(role)}` : ""}`,
    copy.deletedToast,
  );
});

export default function SubscribersPage() {
  const { role, subscribers, activeByRole, activeTotal, unsubscribed, pending, page, pageCount } =
    useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro}>
        <Button asChild variant="outline">
          <a
            href={`/admin/nyhetsbrev/eksport${role ? `?rolle=${encodeURIComponent(role)}` : ""}`}
            download
          >
            <Download aria-hidden />
            {copy.export}
          </a>
        </Button>
      </PageHeading>
      <ul className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={copy.countsLabel}>
        <li>
          <strong>{copy.active(activeTotal)}</strong>
        </li>
        {Object.entries(subscriberRoleLabels).map(([value, label]) => (
          <li key={value}>
            {label}: {activeByRole[value] ?? 0}
          </li>
        ))}
      </ul>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <Label htmlFor="rolle" className="mb-1">
            {copy.filterLabel}
          </Label>
          <Select id="rolle" name="rolle" defaultValue={role ?? ""} className="h-10">
            <option value="">{copy.allRoles}</option>
            {Object.entries(subscriberRoleLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">{copy.filter}</Button>
      </Form>
      <p className="mt-4 text-sm text-muted-foreground">
        {copy.unsubscribed(unsubscribed)} · {copy.pending(pending)}
      </p>
      <p className="mt-2 text-xs text-muted-foreground">{copy.deleteHelp}</p>
      <AdminTable
        label={copy.title}
        rows={subscribers}
        empty={copy.empty}
        page={page}
        pageCount={pageCount}
        columns={[
          { header: copy.columns.email, cell: (subscriber) => subscriber.email },
          { header: copy.columns.role, cell: (subscriber) => subscriber.role, wide: true },
          {
            header: copy.columns.subscribed,
            cell: (subscriber) => subscriber.subscribed,
            nowrap: true,
          },
          {
            header: copy.columns.status,
            cell: (subscriber) => copy.states[subscriber.state],
          },
          {
            header: <span className="sr-only">{copy.delete}</span>,
            cell: (subscriber) => <DeleteSubscriberForm subscriber={subscriber} role={role} />,
          },
        ]}
      />
      <h2 className="mt-12 text-2xl">{copy.sendHeading}</h2>
      <p className="mt-2">
        <Link to="/admin/nyhetsbrev/send" className="text-primary underline">
          {campaignCopy.sendLink}
        </Link>
      </p>
    </section>
  );
}

function DeleteSubscriberForm({
  subscriber,
  role,
}: {
  subscriber: { id: string; email: string };
  role: string | null;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={subscriber.id} />
      {role ? <input type="hidden" name="rolle" value={role} /> : null}
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        aria-label={copy.deleteLabel(subscriber.email)}
      >
        <Trash2 aria-hidden />
        {/* A phone's row has room for the mark only; the label names it for all. */}
        <span className="hidden md:inline">{copy.delete}</span>
      </Button>
    </Form>
  );
}
