import { useEffect } from "react";
import { Toaster, toast as sonnerToast } from "sonner";
import type { Toast } from "../toast-schema";

export const toastDurationMs = 5_000;

let markMounted: () => void;
/** Resolves once the container is on the page: sonner drops toasts sent before that. */
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/**
 * The destructive variant, as the server-rendered notice has it. Sonner's own theme colours
 * sit on attribute selectors that outrank a class, hence the important flags.
 */
const destructiveToast =
  "bg-destructive! text-destructive-foreground! border-destructive! [&_[data-icon]]:text-destructive-foreground!";

/** The one toast container: at most one visible, dismissible, 5 s. */
export default function SonnerToaster() {
  useEffect(() => markMounted(), []);
  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      visibleToasts={1}
      duration={toastDurationMs}
      closeButton
      toastOptions={{
        closeButton: true,
        classNames: { error: destructiveToast, description: "whitespace-pre-line" },
      }}
    />
  );
}

export async function showToast(toast: Toast) {
  await mounted;
  const show =
    toast.type === "error"
      ? sonnerToast.error
      : toast.type === "success"
        ? sonnerToast.success
        : sonnerToast;
  show(toast.title, { id: toast.id, description: toast.description });
}
