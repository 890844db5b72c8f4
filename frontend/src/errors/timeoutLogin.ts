// 401 and 423 on a route flagged showTimeoutLogin open the re-login modal
// instead of an error (spec 000 §8). TimeoutLoginHost registers the modal here;
// without one (or with nobody signed in to re-login), the data layer shows the
// message for the code.
type Handler = () => boolean;
let handler: Handler | undefined;

export function registerTimeoutLogin(open: Handler): () => void {
  handler = open;
  return () => {
    if (handler === open) handler = undefined;
  };
}

/** Opens the re-login modal; false when it cannot (none registered, nobody to sign in again). */
export function requestTimeoutLogin(): boolean {
  return handler ? handler() : false;
}
