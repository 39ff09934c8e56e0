import Check from "lucide-react/icons/check";
import LoaderCircle from "lucide-react/icons/loader-circle";
import X from "lucide-react/icons/x";
import { forwardRef, useEffect, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";

type SubmitStatus = "idle" | "pending" | "success" | "error";

interface StatusButtonProps extends Omit<ButtonProps, "asChild"> {
  status: SubmitStatus;
  /** The label while the form is on its way, such as the spec's "Sender...". */
  pendingLabel?: ReactNode;
  /** The button's own icon, which the spinner, tick or cross takes the place of. */
  icon?: ReactNode;
}

/**
 * A submit button that shows how its form fared: disabled while the form is on its way, with
 * a spinner once that has lasted a moment, and a tick or a cross after the answer.
 */
export const StatusButton = forwardRef<HTMLButtonElement, StatusButtonProps>(
  ({ status, pendingLabel, icon, disabled, children, ...props }, ref) => {
    const pending = status === "pending";
    const spinning = useSpinDelay(pending);
    const statusIcon = spinning ? (
      <LoaderCircle className="animate-spin" aria-hidden />
    ) : status === "success" ? (
      <Check aria-hidden />
    ) : status === "error" ? (
      <X aria-hidden />
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
