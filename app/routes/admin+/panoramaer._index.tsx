import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import Trash2 from "lucide-react/icons/trash";
import { z } from "zod";
import { staffAction, staffLoader } from "~/auth/index.server";
import { ImageUploadForm, PageHeading } from "~/admin";
import { panoramaAdminCopy as copy } from "~/showcase";
import { Button } from "~/components/ui/button";
import { imageUrl } from "~/images";
import { receiveImageForm } from "~/images/index.server";
import {
  addPanorama,
  deletePanorama,
  isEquirectangular,
  listPanoramas,
} from "~/showcase/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { uploadRoute } from "~/http";

const uploadSchema = z.object({
  image: z.string({ error: copy.imageRequired }).min(1, copy.imageRequired),
  title: z.string({ error: copy.nameRequired }).trim().min(1, copy.nameRequired).max(60),
});

const deleteSchema = z.object({ intent: z.literal("delete"), id: z.string().min(1) });

const here = "/admin/panoramaer";

export const loader = staffLoader(async () => {
  const panoramas = await listPanoramas();
  return {
    panoramas: panoramas.map(({ id, title, imageKey, width, height }) => ({
      id,
      title,
      thumbnail: imageUrl(imageKey, { width: 640 }),
      width,
      height,
    })),
  };
});

export const handle = uploadRoute;

export const action = staffAction(async ({ request }) => {
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return upload(request);
  }
  const submission = parseWithZod(await request.formData(), { schema: deleteSchema });
  if (submission.status !== "success") return redirectWithToast(here, copy.invalidToast);
  await deletePanorama(submission.value.id);
  return redirectWithToast(here, copy.deletedToast);
});

async function upload(request: Request) {
  const received = await receiveImageForm(request, { prefix: "panoramas", schema: uploadSchema });
  if (!received.ok) return data({ fieldErrors: received.fieldErrors }, { status: 400 });
  const { image, value } = received;
  if (!isEquirectangular(image)) {
    await received.discard();
    const wrongRatio = copy.wrongRatio(image.width, image.height);
    return data({ fieldErrors: { image: [wrongRatio] } }, { status: 400 });
  }
  await addPanorama(image, value.title);
  return redirectWithToast(here, copy.uploadedToast);
}

export default function PanoramaAdminPage() {
  const { panoramas } = useLoaderData<typeof loader>();
  const uploaded = useActionData<typeof action>();
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <ImageUploadForm
        id="upload-panorama"
        result={uploaded}
        copy={{ ...copy, heading: copy.uploadHeading }}
        text={{ name: "title", label: copy.name, description: copy.nameHelp, maxLength: 60 }}
      />
      <h2 className="mt-12 text-2xl">{copy.count(panoramas.length)}</h2>
      {panoramas.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{copy.empty}</p>
      ) : (
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {panoramas.map((panorama) => (
            <li key={panorama.id} className="rounded-lg border bg-card p-4">
              <img
                src={panorama.thumbnail}
                alt={panorama.title}
                width={640}
                height={320}
                className="h-auto w-full rounded-md"
              />
              <div className="mt-3 flex items-center justify-between gap-4">
                <p className="font-medium">{panorama.title}</p>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={panorama.id} />
                  <Button
                    type="submit"
                    variant="destructive"
                    size="icon"
                    aria-label={copy.deleteLabel(panorama.title)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
