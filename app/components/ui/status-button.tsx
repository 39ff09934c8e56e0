import Check from "lucide-react/icons/check";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { forwardRef, useEffect, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";

/**
 * No "error": a refusal is told in the form's message and at its fields, which say what to
 * do; a cross on the button would say only that something went wrong (decision 196).
 */
type SubmitStatus = "idle" | "pending" | "success";

interface StatusButtonProps extends Omit<ButtonProps, "asChild"> {
  status: SubmitStatus;
  /** The label while the form is on its way, such as the spec's "Sender...". */
  pendingLabel?: ReactNode;
  /** The button's own icon, which the spinner or tick takes the place of. */
  icon?: ReactNode;
}

/**
 * A submit button that shows how its form fared: disabled while the form is on its way, with
 * a spinner once that has lasted a moment, and a tick after a success answered in place.
 */
export const StatusButton = forwardRef<HTMLButtonElement, StatusButtonProps>(
  ({ status, pendingLabel, icon, disabled, children, ...props }, ref) => {
    const pending = status === "pending";
    const spinning = useSpinDelay(pending);
    const statusIcon = spinning ? (
      <LoaderCircle className="animate-spin" aria-hidden />
    ) : status === "success" ? (
      <Check aria-hidden />
    ) : null;
    return (
      <Button ref={ref} disabled={disabled || pending} {...props}>
        {statusIcon ?? icon}
        {pending && pendingLabel ? pendingLabel : children}
      </Button>
    );
  },
);
StatusButton.displayName = "StatusButton";

/** An answer faster than this shows no spinner at all, so a quick form does not flicker. */
const spinnerDelayMs = 400;

function useSpinDelay(pending: boolean) {
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSpinning(false);
      return;
    }
    const timer = setTimeout(() => setSpinning(true), spinnerDelayMs);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending && spinning;
}
