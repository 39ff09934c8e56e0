import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";

/**
 * Which services a gallery image shows; the service pages pick their examples by these. The
 * route hands in the services, which sit a layer above the gallery and show its pictures.
 */
export function ServiceTagsForm({
  id,
  services,
  selected,
  legend,
  save,
}: {
  id: string;
  services: readonly { slug: string; title: string }[];
  selected: readonly string[];
  legend: string;
  save: string;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="intent" value="services" />
      <input type="hidden" name="id" value={id} />
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-2 text-sm font-medium">{legend}</legend>
        {services.map((service) => (
          <label key={service.slug} className="flex items-center gap-2 text-sm">
            <Checkbox
              name="services"
              value={service.slug}
              defaultChecked={selected.includes(service.slug)}
            />
            {service.title}
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="outline" size="sm">
        {save}
      </Button>
    </Form>
  );
}
