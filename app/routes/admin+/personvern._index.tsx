import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/format";
import { PageHeading } from "~/admin";
import { staffAction, staffLoader } from "~/auth/index.server";
import {
  ErasePersonForm,
  erasePersonSchema,
  FindPersonForm,
  findPersonSchema,
  FoundData,
  personalDataCopy as copy,
  RequestLog,
} from "~/personal-data";
import { erasePerson, findPerson, latestRequests, type Person } from "~/personal-data/index.server";
import { redirectWithToast } from "~/toast/index.server";

export const loader = staffLoader(async () => {
  const entries = await latestRequests();
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      when: formatDateTime(entry.createdAt),
      staff: entry.staffEmail,
      action: entry.action,
      counts: copy.log.counts(entry.counts as Record<string, number>),
    })),
  };
});

async function found(person: Person, staffEmail: string) {
  const groups = await findPerson(person, staffEmail);
  return {
    person,
    groups: groups.map((group) => ({
      ...group,
      records: group.records.map((record) => ({ ...record, date: formatDateTime(record.date) })),
    })),
  };
}

export const action = staffAction(async ({ request, staff }) => {
  const formData = await request.formData();
  if (formData.get("intent") === "erase") {
    const submission = parseWithZod(formData, { schema: erasePersonSchema });
    if (submission.status !== "success") {
      // The person stays on screen beside the refusal, as they were found.
      const shown = parseWithZod(formData, { schema: findPersonSchema.omit({ intent: true }) });
      const person = shown.status === "success" ? toPerson(shown.value) : null;
      const shownAgain = person ? await found(person, staff.email) : null;
      return data(
        { erase: submission.reply(), find: undefined, shown: shownAgain },
        { status: 400 },
      );
    }
    const { erased, keptLabels } = await erasePerson(toPerson(submission.value), staff.email);
    return redirectWithToast("/admin/personvern", copy.erase.toast(erased, keptLabels));
  }
  const submission = parseWithZod(formData, { schema: findPersonSchema });
  if (submission.status !== "success") {
    return data({ find: submission.reply(), erase: undefined, shown: null }, { status: 400 });
  }
  return {
    find: submission.reply(),
    erase: undefined,
    shown: await found(toPerson(submission.value), staff.email),
  };
});

function toPerson(value: { email: string; phone?: string }): Person {
  return { email: value.email, phone: value.phone || null };
}

export default function PersonalDataPage() {
  const { entries } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const shown = answer?.shown;
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <FindPersonForm lastResult={answer?.find} />
      {shown ? (
        <>
          <FoundData person={shown.person} groups={shown.groups} />
          {shown.groups.some((group) => group.records.length > 0) ? (
            <ErasePersonForm person={shown.person} lastResult={answer?.erase} />
          ) : null}
        </>
      ) : null}
      <RequestLog entries={entries} />
    </section>
  );
}
