import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import { z } from "zod";
import { receiveImageForm } from "~/images/index.server";
import {
  addIllustration,
  deleteIllustration,
  listIllustrationsForStaff,
  moveIllustration,
  setIllustrationServices,
  updateIllustrationAlt,
} from "~/gallery/index.server";
import { galleryAdminCopy as copy, ServiceTagsForm } from "~/gallery";
import { isServiceSlug, services } from "~/services";
import { ImageUploadForm, PageHeading, UploadedImageRow } from "~/admin";
import { Button } from "~/components/ui/button";
import { imageUrl } from "~/images";
import { staffAction, staffLoader } from "~/auth/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { uploadRoute } from "~/http";

const altText = z.string({ error: copy.altRequired }).trim().min(1, copy.altRequired).max(300);

const uploadSchema = z.object({
  image: z.string({ error: copy.imageRequired }).min(1, copy.imageRequired),
  alt: altText,
});

const changeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("alt"), id: z.string().min(1), alt: altText }),
  z.object({ intent: z.literal("move"), id: z.string().min(1), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
  z.object({
    intent: z.literal("services"),
    id: z.string().min(1),
    services: z.array(z.string().refine(isServiceSlug)).default([]),
  }),
]);

const here = "/admin/galleri";

export const loader = staffLoader(async () => {
  const illustrations = await listIllustrationsForStaff();
  return {
    illustrations: illustrations.map(({ id, imagePath, alt, width, height, services }) => ({
      id,
      alt,
      thumbnail: imageUrl(imagePath, { width: 320 }),
      width,
      height,
      services: services.map((service) => service.serviceSlug),
    })),
  };
});

export const handle = uploadRoute;

export const action = staffAction(async ({ request }) => {
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data"))
    return upload(request);
  const submission = parseWithZod(await request.formData(), { schema: changeSchema });
  if (submission.status !== "success") return redirectWithToast(here, copy.invalidToast);
  const change = submission.value;
  if (change.intent === "alt") {
    await updateIllustrationAlt(change.id, change.alt);
    return redirectWithToast(here, copy.altSavedToast);
  }
  if (change.intent === "move") {
    await moveIllustration(change.id, change.direction);
    return redirectWithToast(here, copy.movedToast);
  }
  if (change.intent === "services") {
    await setIllustrationServices(change.id, change.services);
    return redirectWithToast(here, copy.servicesSavedToast);
  }
  await deleteIllustration(change.id);
  return redirectWithToast(here, copy.deletedToast);
});

async function upload(request: Request) {
  const received = await receiveImageForm(request, {
    prefix: "illustrations",
    schema: uploadSchema,
  });
  if (!received.ok) return data({ fieldErrors: received.fieldErrors }, { status: 400 });
  await addIllustration(received.image, received.value.alt);
  return redirectWithToast(here, copy.uploadedToast);
}

export default function GalleryAdminPage() {
  const { illustrations } = useLoaderData<typeof loader>();
  const uploaded = useActionData<typeof action>();
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <ImageUploadForm
        id="upload-illustration"
        result={uploaded}
        copy={{ ...copy, heading: copy.uploadHeading }}
        text={{ name: "alt", label: copy.alt, description: copy.altHelp, maxLength: 300 }}
      />
      <h2 className="mt-12 text-2xl">{copy.count(illustrations.length)}</h2>
      {illustrations.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{copy.empty}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {illustrations.map((illustration, index) => (
            <UploadedImageRow
              key={illustration.id}
              image={illustration}
              idField="id"
              deleteIntent="delete"
              labels={{
                alt: copy.alt,
                saveAlt: copy.saveAlt,
                delete: copy.deleteLabel(illustration.alt),
              }}
              details={
                <ServiceTagsForm
                  id={illustration.id}
                  services={services}
                  selected={illustration.services}
                  legend={copy.servicesLegend}
                  save={copy.saveServices}
                />
              }
            >
              <Form method="post">
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="id" value={illustration.id} />
                <Button
                  type="submit"
                  name="direction"
                  value="up"
                  variant="ghost"
                  size="icon"
                  disabled={index === 0}
                  aria-label={copy.moveUp}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="submit"
                  name="direction"
                  value="down"
                  variant="ghost"
                  size="icon"
                  disabled={index === illustrations.length - 1}
                  aria-label={copy.moveDown}
                >
                  <ArrowDown aria-hidden />
                </Button>
              </Form>
            </UploadedImageRow>
          ))}
        </ol>
      )}
    </section>
  );
}
