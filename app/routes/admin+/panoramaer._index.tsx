import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import Trash2 from "lucide-react/icons/trash";
import Upload from "lucide-react/icons/upload";
import { z } from "zod";
import { staffAction, staffLoader } from "~/auth/index.server";
import { ImageFileField } from "~/components/admin/image-file-field";
import { PageHeading } from "~/components/admin/page-heading";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { panoramaAdminCopy as copy } from "~/content/admin";
import { firstInvalidField } from "~/forms";
import { useIsPending } from "~/hooks";
import { imageUrl } from "~/images";
import { ImageRejected, parseImageForm } from "~/images/index.server";
import {
  addPanorama,
  deletePanorama,
  isEquirectangular,
  listPanoramas,
} from "~/showcase/index.server";
import { redirectWithToast } from "~/toast/index.server";

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
  let parsed;
  try {
    parsed = await parseImageForm(request, { prefix: "panoramas", imageField: "image" });
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    return data({ fieldErrors: { image: [error.message] } }, { status: 400 });
  }
  const submission = parseWithZod(parsed.form, { schema: uploadSchema });
  const image =
    submission.status === "success" ? parsed.images.get(submission.value.image) : undefined;
  if (submission.status !== "success" || !image) {
    await parsed.discard();
    const reply = submission.reply({ hideFields: ["image"] });
    return data({ fieldErrors: reply.error ?? {} }, { status: 400 });
  }
  if (!isEquirectangular(image)) {
    await parsed.discard();
    return data(
      { fieldErrors: { image: [copy.wrongRatio(image.width, image.height)] } },
      { status: 400 },
    );
  }
  await addPanorama(image, submission.value.title);
  return redirectWithToast(here, copy.uploadedToast);
}

export default function PanoramaAdminPage() {
  const { panoramas } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <UploadForm />
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

function UploadForm() {
  const result = useActionData<typeof action>();
  const errors =
    result && "fieldErrors" in result
      ? (result.fieldErrors as Record<string, string[] | undefined>)
      : {};
  const invalid = firstInvalidField(errors);
  const pending = useIsPending({ intent: "upload" });
  const [form] = useForm({ id: "upload-panorama" });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="max-w-xl rounded-lg border bg-card p-6"
    >
      <h2 className="text-2xl">{copy.uploadHeading}</h2>
      <input type="hidden" name="intent" value="upload" />
      <ImageFileField
        id="image"
        label={copy.image}
        help={copy.imageHelp}
        errors={errors.image}
        autoFocus={invalid === "image"}
        className="mt-4"
      />
      <Field
        label={copy.name}
        description={copy.nameHelp}
        errors={errors.title}
        inputProps={{
          id: "title",
          name: "title",
          required: true,
          maxLength: 60,
          autoFocus: invalid === "title",
        }}
      />
      <StatusButton
        type="submit"
        status={pending ? "pending" : result ? "error" : "idle"}
        icon={<Upload aria-hidden />}
      >
        {copy.upload}
      </StatusButton>
    </Form>
  );
}
