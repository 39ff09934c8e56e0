/**
 * An event handler that fetches a lazily loaded part's code ahead of use (when pointed at or
 * focused). A failed fetch, offline, is no error yet: using the part loads it again and
 * handles the failure there, so this one must not surface as an unhandled rejection.
 */
export const preloadCode = (load: () => Promise<unknown>) => () => {
  load().catch(() => undefined);
};
