import { getInputProps } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { imageUrl } from "~/images";
import { siteContentCopy } from "../copy";
import { imageFileField } from "../documents/fields";
import type { AnyField } from "./editor-types";

const copy = siteContentCopy.image;

/**
 * A picture and its alt text. The stored picture travels in hidden fields; a file chosen
 * replaces it when the form is sent, and none keeps it.
 */
export function ImageField({ label, field }: { label: string; field: AnyField }) {
  const photo = field.getFieldset();
  const [src, width, height, fileName, file, alt] = (
    ["src", "width", "height", "fileName", imageFileField, "alt"] as const
  ).map((name) => photo[name]!);
  const stored = typeof src!.value === "string" && src!.value ? src!.value : null;
  const thumbnailHeight = Math.round((80 * Number(height!.value)) / Number(width!.value)) || 100;
  return (
    <fieldset className="space-y-2 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {[src, width, height, fileName].map((hidden) => {
        const { key: _conformKey, ...props } = getInputProps(hidden!, { type: "hidden" });
        return <input key={hidden!.name} {...props} />;
      })}
      {stored ? (
        <div className="flex items-center gap-3">
          <img
            src={stored.startsWith("/") ? stored : imageUrl(stored, { width: 320 })}
            alt=""
            width={80}
            height={thumbnailHeight}
            className="h-auto w-20 rounded bg-muted object-cover"
          />
          <p className="text-sm text-muted-foreground">
            {copy.current(String(fileName!.value ?? ""))}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      )}
      <Field
        label={stored ? copy.replace : copy.file}
        description={copy.fileHelp}
        errors={file!.errors}
        inputProps={{
          ...getInputProps(file!, { type: "file" }),
          variant: "file",
          accept: "image/jpeg,image/png,.jpg,.jpeg,.png",
        }}
      />
      <Field
        label={copy.alt}
        description={copy.altHelp}
        errors={alt!.errors}
        inputProps={getInputProps(alt!, { type: "text" })}
      />
    </fieldset>
  );
}
