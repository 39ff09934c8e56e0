import Paperclip from "lucide-react/icons/paperclip";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { useRefusalFocus } from "~/forms";
import {
  attachmentAccept,
  attachmentCopy,
  attachmentProblem,
  MAX_ATTACHMENTS,
} from "../attachment-rules";
import { notify } from "~/toast";
import { Button } from "~/components/ui/button";
import { ErrorList, useFieldIds } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/**
 * A multiple-file input. With JavaScript new picks are added to the selection, a bad pick
 * is refused whole with the spec's notice, and single files can be removed; the input's
 * own FileList is kept in step so the form posts exactly what the list shows. `focus` when
 * the server refused a file and no field before it. `returned` when the form came back from
 * the server: if it came with the page (no JavaScript, or a send before the code had loaded),
 * the picked files are gone, and the visitor is told so until they pick again.
 */
export function AttachmentPicker({
  id,
  name,
  error,
  focus = false,
  returned = false,
}: {
  id: string;
  name: string;
  error?: string;
  focus?: boolean;
  returned?: boolean;
}) {
  const ids = useFieldIds(id, attachmentCopy.help, [error]);
  const input = useRef<HTMLInputElement>(null);
  useRefusalFocus(input, focus, error);
  const [files, setFiles] = useState<File[] | null>(null);
  // A form sent back to a page already running keeps its files; only the page's first render
  // can have lost them.
  const [filesDropped] = useState(returned);
  const againId = `${id}-velg-igjen`;
  const askAgain = filesDropped && !files;

  // The form's reset ("Tøm skjemaet") empties the input; the list shown follows.
  useEffect(() => {
    const form = input.current?.form;
    const forget = () => setFiles(null);
    form?.addEventListener("reset", forget);
    return () => form?.removeEventListener("reset", forget);
  }, []);

  function select(next: File[]) {
    const transfer = new DataTransfer();
    for (const file of next) transfer.items.add(file);
    if (input.current) input.current.files = transfer.files;
    setFiles(next.length ? next : null);
  }

  function addPicked(picked: File[]) {
    const current = files ?? [];
    const problem =
      picked.map(attachmentProblem).find(Boolean) ??
      (current.length + picked.length > MAX_ATTACHMENTS ? attachmentCopy.tooMany : null);
    if (problem)
      void notify({
        id: problem,
        type: "error",
        title: attachmentCopy.errorTitle,
        description: problem,
      });
    select(problem ? current : [...current, ...picked]);
  }

  function remove(index: number) {
    select((files ?? []).filter((_, i) => i !== index));
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{attachmentCopy.label}</Label>
      <Input
        ref={input}
        {...ids.control}
        aria-describedby={
          askAgain
            ? `${ids.control["aria-describedby"]} ${againId}`
            : ids.control["aria-describedby"]
        }
        autoFocus={focus}
        name={name}
        type="file"
        variant="file"
        multiple
        accept={attachmentAccept}
        onChange={(event) => addPicked(Array.from(event.currentTarget.files ?? []))}
      />
      <p id={ids.descriptionId} className="text-xs text-muted-foreground">
        {attachmentCopy.help}
      </p>
      {askAgain ? (
        <p id={againId} className="text-sm font-medium">
          {attachmentCopy.chooseAgain}
        </p>
      ) : null}
      {files ? (
        <ul className="space-y-1" aria-live="polite">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-2 text-sm">
              <Paperclip className="size-4 text-muted-foreground" aria-hidden />
              <span className="truncate">{file.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="ml-auto size-8!"
                aria-label={attachmentCopy.remove(file.name)}
                onClick={() => remove(index)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorList id={ids.errorId} errors={[error]} />
    </div>
  );
}
