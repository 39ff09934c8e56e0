/**
 * The `handle` of a route whose action reads files (decision 180): the form-body guard lets its
 * multipart body stream on to the action unread, where the upload form's own caps apply,
 * instead of reading it whole up to 256 KiB. The route that reads the files declares it, so no
 * list elsewhere can forget one.
 */
export const uploadRoute = { formBody: "streamed-to-action" } as const;

/** Whether a route's `handle` is uploadRoute's. */
export function isUploadRoute(handle: unknown) {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as { formBody?: unknown }).formBody === uploadRoute.formBody
  );
}
