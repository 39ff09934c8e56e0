/**
 * Zod tries `new Function("")` when it builds its first object schema, to see whether it may
 * compile parsers, and Chrome reports each try our CSP blocks as an issue (a staff page that
 * builds its form schemas at load lost Lighthouse's best-practices point for it). Zod reads its
 * settings from this global, the one `z.config({ jitless: true })` writes to. Set by a script
 * in the page, it is there before any module runs (Remix imports the route modules before the
 * entry), and no page loads Zod for it (decision 285).
 */
export function ZodSettings({ nonce }: { nonce: string }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: "globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true}",
      }}
    />
  );
}
