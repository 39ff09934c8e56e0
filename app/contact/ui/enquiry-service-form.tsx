import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { services } from "~/services";
import { threadCopy as copy } from "../copy/enquiries-admin";

/** The service the enquiry is about, which the contact form does not ask; staff set it. */
export function EnquiryServiceForm({ service, errors }: { service: string; errors?: string[] }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="service" />
      <SelectField
        label={copy.serviceLabel}
        description={copy.serviceHelp}
        errors={errors}
        selectProps={{ id: "service", name: "service", defaultValue: service }}
      >
        <option value="">{copy.serviceNone}</option>
        {services.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.title}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="outline" className="mb-5">
        {copy.saveService}
      </Button>
    </Form>
  );
}
