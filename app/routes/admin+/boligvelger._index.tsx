import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { z } from "zod";
import { staffAction, staffLoader } from "~/auth/index.server";
import { PageHeading } from "~/admin";
import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { unitAdminCopy as copy, unitStatuses, unitFieldsSchema } from "~/showcase";
import { firstInvalidField } from "~/forms";
import { useIsPending } from "~/hooks";
import { addUnit, deleteUnit, listUnits, updateUnit } from "~/showcase/index.server";
import { redirectWithToast } from "~/toast/index.server";

const unitFields = unitFieldsSchema(copy.errors);

const changeSchema = z.discriminatedUnion("intent", [
  unitFields.extend({ intent: z.literal("add") }),
  unitFields
    .pick({ rooms: true, area: true, price: true, status: true })
    .extend({ intent: z.literal("save"), id: z.string().min(1) }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
]);

const here = "/admin/boligvelger";

export const loader = staffLoader(async () => ({ units: await listUnits() }));

export const action = staffAction(async ({ request }) => {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: changeSchema });
  if (submission.status !== "success") {
    if (formData.get("intent") !== "add") return redirectWithToast(here, copy.invalidToast);
    return data({ fieldErrors: submission.reply().error ?? {} }, { status: 400 });
  }
  if (submission.value.intent === "delete") {
    await deleteUnit(submission.value.id);
    return redirectWithToast(here, copy.deletedToast);
  }
  if (submission.value.intent === "save") {
    const { id, intent: _intent, ...fields } = submission.value;
    await updateUnit(id, fields);
    return redirectWithToast(here, copy.savedToast);
  }
  const { intent: _intent, ...unit } = submission.value;
  const added = await addUnit(unit);
  return redirectWithToast(here, added ? copy.addedToast : copy.takenToast);
});

export default function UnitAdminPage() {
  const { units } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      {units.length === 0 ? (
        <p className="text-muted-foreground">{copy.empty}</p>
      ) : (
        <ol className="space-y-3">
          {units.map((unit) => (
            <li
              key={unit.id}
              className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4"
            >
              <p className="w-32 font-serif text-2xl">
                {unit.number}
                <span className="block font-sans text-xs text-muted-foreground">
                  {copy.fields.floor} {unit.floor}, {copy.fields.position.toLowerCase()}{" "}
                  {unit.position}
                </span>
              </p>
              <Form method="post" className="flex grow flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="save" />
                <input type="hidden" name="id" value={unit.id} />
                <UnitNumbers prefix={unit.id} unit={unit} />
                <Button type="submit" variant="outline">
                  {copy.save}
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={unit.id} />
                <Button
                  type="submit"
                  variant="destructive"
                  size="icon"
                  aria-label={copy.deleteLabel(unit.number)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </Form>
            </li>
          ))}
        </ol>
      )}
      <AddUnitForm />
    </section>
  );
}

type UnitNumbersValues = { rooms: number; area: number; price: number; status: string };

/** Rooms, area, price and status: what changes on a flat as sales go on. */
function UnitNumbers({
  prefix,
  unit,
  errors = {},
}: {
  prefix: string;
  unit?: UnitNumbersValues;
  errors?: Record<string, string[] | undefined>;
}) {
  const number = (name: "rooms" | "area" | "price", width: string) => (
    <Field
      label={copy.fields[name]}
      errors={errors[name]}
      className={width}
      inputProps={{
        id: `${prefix}-${name}`,
        name,
        type: "number",
        inputMode: "numeric",
        required: true,
        min: 0,
        defaultValue: unit?.[name],
      }}
    />
  );
  return (
    <>
      {number("rooms", "w-20")}
      {number("area", "w-28")}
      {number("price", "w-40")}
      <SelectField
        label={copy.fields.status}
        errors={errors.status}
        className="w-36"
        selectProps={{
          id: `${prefix}-status`,
          name: "status",
          defaultValue: unit?.status ?? "ledig",
        }}
      >
        {unitStatuses.map((status) => (
          <option key={status.value} value={status.value}>
            {status.label}
          </option>
        ))}
      </SelectField>
    </>
  );
}

function AddUnitForm() {
  const result = useActionData<typeof action>();
  const errors =
    result && "fieldErrors" in result
      ? (result.fieldErrors as Record<string, string[] | undefined>)
      : {};
  const invalid = firstInvalidField(errors);
  const pending = useIsPending({ intent: "add" });
  const place = (name: "number" | "floor" | "position", width: string) => (
    <Field
      label={copy.fields[name]}
      errors={errors[name]}
      className={width}
      inputProps={{
        id: `ny-${name}`,
        name,
        required: true,
        autoFocus: invalid === name,
        ...(name === "number" ? { maxLength: 12 } : { type: "number", inputMode: "numeric" }),
      }}
    />
  );
  return (
    <Form method="post" className="mt-10 rounded-lg border bg-card p-6" aria-labelledby="ny-tittel">
      <h2 id="ny-tittel" className="text-2xl">
        {copy.addHeading}
      </h2>
      <input type="hidden" name="intent" value="add" />
      <div className="mt-4 flex flex-wrap items-start gap-3">
        {place("number", "w-32")}
        {place("floor", "w-24")}
        {place("position", "w-32")}
        <UnitNumbers prefix="ny" errors={errors} />
      </div>
      <StatusButton type="submit" status={pending ? "pending" : "idle"} icon={<Plus aria-hidden />}>
        {copy.add}
      </StatusButton>
    </Form>
  );
}
