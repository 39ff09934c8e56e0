import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { config as configureZod } from "zod";

// Zod probes for eval() to speed up parsing; our CSP forbids eval, and Chrome reports the probe.
configureZod({ jitless: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
