import Paperclip from "lucide-react/icons/paperclip";
import X from "lucide-react/icons/x";
import { useRef, useState } from "react";
import { attachmentAccept, attachmentCopy, attachmentProblem, MAX_ATTACHMENTS } from "~/uploads";
import { notify } from "../toaster";
import { Button } from "../ui/button";

/**
 * A multiple-file input. With JavaScript new picks are added to the selection, a bad pick
 * is refused whole with the spec's notice, and single files can be removed; the input's
 * own FileList is kept in step so the form posts exactly what the list shows.
 */
export function AttachmentPicker({
  id,
  name,
  error,
  errorId,
}: {
  id: string;
  name: string;
  error?: string;
  errorId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[] | null>(null);

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
      notify({
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
      <label htmlFor={id} className="block text-sm font-medium">
        {attachmentCopy.label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        multiple
        accept={attachmentAccept}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help ${errorId}`}
        onChange={(event) => addPicked(Array.from(event.currentTarget.files ?? []))}
        className="block w-full text-sm file:mr-4 file:rounded-md file:border-0 file:bg-secondary file:px-4 file:py-2 file:text-secondary-foreground hover:file:bg-accent"
      />
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {attachmentCopy.help}
      </p>
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
      <p id={errorId} role={error ? "alert" : undefined} className="min-h-5 text-sm text-red-400">
        {error}
      </p>
    </div>
  );
}
