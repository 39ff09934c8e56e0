/**
 * The field a visitor without JavaScript should land in after the server refused the form:
 * its control gets `autoFocus` in the page. Zod reports a schema's fields in the order it
 * declares them, so each schema lists its fields in the order its form shows them. With
 * JavaScript, Conform moves the focus itself, to the first refused field in the form.
 */
export function firstInvalidField(errors: Record<string, string[] | null | undefined> | undefined) {
  return Object.entries(errors ?? {}).find(([name, messages]) => name && messages?.length)?.[0];
}
