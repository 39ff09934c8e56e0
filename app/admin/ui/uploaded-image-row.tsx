import { Form } from "@remix-run/react";
import Trash2 from "lucide-react/icons/trash";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

export type UploadedImage = {
  id: string;
  alt: string;
  thumbnail: string;
  width: number;
  height: number;
};

const thumbnailWidth = 160;

/**
 * One uploaded image in an admin list: its thumbnail, a form to change its alt text and a
 * delete button. `idField` and `deleteIntent` are the names the page's action reads.
 */
export function UploadedImageRow({
  image,
  idField,
  deleteIntent,
  labels,
  children,
  details,
}: {
  image: UploadedImage;
  idField: string;
  deleteIntent: string;
  labels: { alt: string; saveAlt: string; delete: string };
  /** Further controls for this image, shown before the delete button. */
  children?: ReactNode;
  /** More about the image, on a line of its own under the row. */
  details?: ReactNode;
}) {
  const altId = `alt-${image.id}`;
  return (
    <li className="flex flex-wrap items-start gap-4 rounded-lg border bg-card p-4">
      <img
        src={image.thumbnail}
        alt={image.alt}
        width={thumbnailWidth}
        height={Math.round((thumbnailWidth * image.height) / image.width)}
        className="h-auto w-40 rounded-md"
      />
      <Form method="post" className="flex min-w-64 grow flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name={idField} value={image.id} />
        <div className="grow">
          <Label htmlFor={altId} className="mb-1">
            {labels.alt}
          </Label>
          <Input id={altId} name="alt" required maxLength={300} defaultValue={image.alt} />
        </div>
        <Button type="submit" variant="outline">
          {labels.saveAlt}
        </Button>
      </Form>
      <div className="flex gap-2">
        {children}
        <Form method="post">
          <input type="hidden" name="intent" value={deleteIntent} />
          <input type="hidden" name={idField} value={image.id} />
          <Button type="submit" variant="destructive" size="icon" aria-label={labels.delete}>
            <Trash2 aria-hidden />
          </Button>
        </Form>
      </div>
      {details ? <div className="basis-full">{details}</div> : null}
    </li>
  );
}
