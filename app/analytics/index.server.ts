import { flashCookie } from "~/toast/index.server";

const conversionKey = "conversion";

/** Marks the page a successful form redirects to, so it reports one ads conversion. */
export function createConversionHeaders(label: string) {
  return flashCookie.put(conversionKey, label);
}

/** Reads and clears the conversion mark; a reload or a direct visit finds none. */
export async function takeConversion(request: Request) {
  const { value, headers } = await flashCookie.take(request, conversionKey);
  if (typeof value !== "string") return { conversion: null, headers: undefined };
  return { conversion: value, headers };
}
