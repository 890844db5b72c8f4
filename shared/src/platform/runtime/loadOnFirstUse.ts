// Heavy packages a process may never need (the PDF and spreadsheet writers, the S3 and Stripe SDKs) are
// imported on first use instead of at start: every megabyte a process keeps is marked again by each of its
// major garbage collections, and a process starts faster for not reading them.

/** The module `load` imports, imported once on the first call; a failed import is tried again on the next. */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
