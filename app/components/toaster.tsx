import { useEffect } from "react";
import { Toaster as Sonner, toast as showToast } from "sonner";
import { X } from "lucide-react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { Toast } from "~/toast";
import { cn } from "~/utils/cn";

export const toastDurationMs = 5_000;

/** The one toast container: at most one visible, dismissible, 5 s. */
export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      visibleToasts={1}
      duration={toastDurationMs}
      closeButton
      toastOptions={{ closeButton: true }}
    />
  );
}

/**
 * Shows a toast from a loader, an action or a fetcher. Once hydrated, sonner shows it;
 * until then (and always without JavaScript) the server-rendered notice is the toast,
 * fading out by CSS after the same 5 s.
 */
export function ShowToast({ toast }: { toast: Toast }) {
  const hydrated = useHydrated();
  useEffect(() => {
    const show =
      toast.type === "error"
        ? showToast.error
        : toast.type === "success"
          ? showToast.success
          : showToast;
    setTimeout(() => show(toast.title, { id: toast.id, description: toast.description }), 0);
  }, [toast]);
  if (hydrated) return null;
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      className={cn(
        "static-toast fixed right-4 bottom-4 z-50 max-w-sm rounded-md border p-4 pr-10 shadow-lg",
        toast.type === "error"
          ? "border-destructive bg-destructive text-destructive-foreground"
          : "bg-card text-card-foreground",
      )}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      <label className="absolute top-2 right-2 cursor-pointer p-1" aria-label="Lukk">
        <input type="checkbox" className="sr-only" />
        <X className="size-4" aria-hidden />
      </label>
    </div>
  );
}
