import { createElement } from "react";
import { useNonce } from "~/headers";

/** schema.org data, built by the functions in ~/seo (json-ld.ts). */
export type JsonLdNode = { "@type": string | string[] } & Record<string, unknown>;

const context = "https://schema.org";

/** `<` escaped so no string in the data can close the script element. */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]) {
  const document = Array.isArray(data)
    ? { "@context": context, "@graph": data }
    : { "@context": context, ...data };
  return JSON.stringify(document).replace(/</g, "\\u003c");
}

/**
 * The data as a script element. It carries the request's CSP nonce like every other inline
 * script; its type makes it data, so browsers never run it.
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  const nonce = useNonce();
  return createElement("script", {
    type: "application/ld+json",
    nonce,
    dangerouslySetInnerHTML: { __html: serializeJsonLd(data) },
  });
}
