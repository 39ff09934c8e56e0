import { cva, type VariantProps } from "class-variance-authority";
import { useId, useRef, type Key, type ReactNode } from "react";
import { Checkbox, type CheckboxProps } from "~/components/ui/checkbox";
import { formCopy, useRefusalFocus } from "~/forms";
import { cn } from "~/components/ui/cn";
import { Input, type InputProps } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, type SelectProps } from "~/components/ui/select";
import { Textarea, type TextareaProps } from "~/components/ui/textarea";

type FieldErrors = ReadonlyArray<string | null | undefined> | null | undefined;

type FieldText = {
  label: ReactNode;
  /** Help under the control, read out with it. */
  description?: ReactNode;
  errors?: FieldErrors;
  className?: string;
  /**
   * The field must be filled in: its label says so in words, and the control carries
   * `required` (the forms are `noValidate`, so the browser only tells assistive technology).
   */
  required?: boolean;
};

/** Conform's `get*Props` carry a React key; the fields take it off, so they can be passed as they are. */
type ControlProps<Props> = Props & { key?: Key | null };

const messagesOf = (errors: FieldErrors) =>
  errors?.filter((message): message is string => Boolean(message)) ?? [];

/**
 * The ids and aria attributes that tie a control to its help and its error. The ids follow
 * Conform's (`<id>-description`, `<id>-error`), and these win over the ones Conform sets.
 */
export function useFieldIds(id: string | undefined, description: ReactNode, errors: FieldErrors) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const invalid = messagesOf(errors).length > 0;
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return {
    descriptionId,
    errorId,
    control: {
      id: controlId,
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}

/** A label, and after it in words that the field must be filled in when it must. */
function LabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return required ? (
    <>
      {label}{" "}
      <span className="font-sans text-sm font-normal text-muted-foreground">
        ({formCopy.required})
      </span>
    </>
  ) : (
    label
  );
}

/** The field's messages, in a box that keeps its height while empty so nothing below it jumps. */
export function ErrorList({
  id,
  errors,
  className,
}: {
  id?: string;
  errors?: FieldErrors;
  className?: string;
}) {
  const messages = messagesOf(errors);
  return (
    <div id={id} className={cn("min-h-5 text-sm text-red-400", className)}>
      {messages.length ? <p role="alert">{messages.join(" ")}</p> : null}
    </div>
  );
}

/**
 * A refusal that belongs to the whole form rather than to one field. `focus` when the form
 * has no refused field before it: the visitor is taken to the message (decision 195).
 */
export function FormError({ message, focus = false }: { message?: string; focus?: boolean }) {
  return message ? <FormErrorMessage message={message} focus={focus} /> : null;
}

function FormErrorMessage({ message, focus }: { message: string; focus: boolean }) {
  const element = useRef<HTMLParagraphElement>(null);
  useRefusalFocus(element, focus, message);
  return (
    <p
      ref={element}
      role="alert"
      tabIndex={-1}
      autoFocus={focus}
      className="rounded-md border border-destructive p-3 text-sm"
    >
      {message}
    </p>
  );
}

function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  ) : null;
}

function FieldFrame({
  label,
  required,
  description,
  errors,
  className,
  ids,
  children,
}: FieldText & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={cn("space-y-1", className)}>
      <Label htmlFor={ids.control.id}>
        <LabelText label={label} required={required} />
      </Label>
      {children}
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

export function Field({
  inputProps: { key: _key, id, ...inputProps },
  ...text
}: FieldText & { inputProps: ControlProps<InputProps> }) {
  const ids = useFieldIds(id, text.description, text.errors);
  return (
    <FieldFrame {...text} ids={ids}>
      <Input {...inputProps} required={text.required || inputProps.required} {...ids.control} />
    </FieldFrame>
  );
}

export function TextareaField({
  textareaProps: { key: _key, id, ...textareaProps },
  ...text
}: FieldText & { textareaProps: ControlProps<TextareaProps> }) {
  const ids = useFieldIds(id, text.description, text.errors);
  return (
    <FieldFrame {...text} ids={ids}>
      <Textarea
        {...textareaProps}
        required={text.required || textareaProps.required}
        {...ids.control}
      />
    </FieldFrame>
  );
}

/** A native select; its options are the children. */
export function SelectField({
  selectProps: { key: _key, id, ...selectProps },
  children,
  ...text
}: FieldText & { selectProps: ControlProps<SelectProps>; children: ReactNode }) {
  const ids = useFieldIds(id, text.description, text.errors);
  return (
    <FieldFrame {...text} ids={ids}>
      <Select {...selectProps} required={text.required || selectProps.required} {...ids.control}>
        {children}
      </Select>
    </FieldFrame>
  );
}

/** One checkbox with its label beside it, for a yes/no such as a consent. */
export function CheckboxField({
  checkboxProps: { key: _key, id, className: checkboxClassName, ...checkboxProps },
  label,
  description,
  errors,
  className,
}: FieldText & { checkboxProps: ControlProps<CheckboxProps> }) {
  const ids = useFieldIds(id, description, errors);
  return (
    <div className={cn("space-y-1", className)}>
      <div className="flex items-start gap-3">
        <Checkbox {...checkboxProps} {...ids.control} className={cn("mt-1", checkboxClassName)} />
        <label htmlFor={ids.control.id} className="text-sm text-muted-foreground">
          {label}
        </label>
      </div>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

const legendVariants = cva("", {
  variants: {
    size: { default: "mb-2 text-sm font-medium", heading: "mb-1 font-serif text-2xl" },
  },
  defaultVariants: { size: "default" },
});

/**
 * A fieldset for one answer given with several controls, such as a group of checkboxes
 * sharing a name: the legend names it, and the help and the error belong to the group.
 */
export function FieldGroup({
  id,
  legend,
  required,
  legendSize,
  description,
  errors,
  className,
  children,
}: Omit<FieldText, "label"> & {
  id: string;
  legend: ReactNode;
  legendSize?: VariantProps<typeof legendVariants>["size"];
  children: ReactNode;
}) {
  const ids = useFieldIds(id, description, errors);
  return (
    <fieldset aria-describedby={ids.control["aria-describedby"]} className={className}>
      <legend className={legendVariants({ size: legendSize })}>
        <LabelText label={legend} required={required} />
      </legend>
      {description ? (
        <p id={ids.descriptionId} className="mb-4 text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {children}
      <ErrorList id={ids.errorId} errors={errors} className="mt-1" />
    </fieldset>
  );
}
