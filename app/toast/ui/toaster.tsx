import X from "lucide-react/icons/x";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useHydrated } from "~/hooks";
import type { Toast } from "../toast-schema";
import { cn } from "~/components/ui/cn";

const loadSonner = () => import("./sonner-toaster");
// Without its code (offline) there is no container, for the rest of the page's life;
// ShowToast then shows its own notice instead.
let noContainer = false;
const SonnerToaster = lazy(() =>
  loadSonner().catch(() => {
    noContainer = true;
    return { default: () => <></> };
  }),
);

/*
 * Most visits never show a toast, so sonner (10 kB) loads with the first one.
 * The container mounts on demand; toasts wait for it.
 */
let wanted = false;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast from anywhere in the browser. Resolves once sonner has it, or with false when
 * sonner's code could not be loaded.
 */
export function notify(toast: Toast) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return loadSonner().then(
    async (sonner) => !noContainer && (await sonner.showToast(toast), true),
    () => false,
  );
}

/** Where toasts appear; rendered once by the root. */
export function Toaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

/**
 * Shows a toast from a loader, an action or a fetcher. Without JavaScript, and for a toast
 * that came with the page until sonner has taken it over, the server-rendered notice is the
 * toast, fading out by CSS after the same 5 s: hidden at hydration, it left a gap while
 * sonner's code loaded. A toast that comes later is sonner's alone, unless sonner's code cannot
 * be fetched: the toast that says the connection dropped must show without the connection.
 */
export function ShowToast({ toast }: { toast: Toast }) {
  const hydrated = useHydrated();
  const [noticeFor, setNoticeFor] = useState(hydrated ? undefined : toast);
  useEffect(() => {
    void notify(toast).then((shown) => {
      if (!shown) return setNoticeFor(toast);
      // Only this toast's notice goes: a later toast may have needed its own meanwhile.
      setNoticeFor((current) => (current === toast ? undefined : current));
    });
  }, [toast]);
  if (hydrated && noticeFor !== toast) return null;
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
      {toast.description ? (
        <p className="mt-1 text-sm whitespace-pre-line">{toast.description}</p>
      ) : null}
      {/* The checkbox's name is the label's text: aria-label on a label is invalid HTML. */}
      <label className="absolute top-2 right-2 cursor-pointer p-1">
        <input type="checkbox" className="sr-only" />
        <X className="size-4" aria-hidden />
        <span className="sr-only">Lukk</span>
      </label>
    </div>
  );
}
