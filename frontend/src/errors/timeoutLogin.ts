// 401 and 423 on a route flagged showTimeoutLogin open the re-login modal
// instead of an error (spec 000 §8). The session shell registers the modal here;
// without one, the data layer shows the message for the code.
type Handler = () => void;
let handler: Handler | undefined;

export function registerTimeoutLogin(open: Handler): () => void {
  handler = open;
  return () => {
    if (handler === open) handler = undefined;
  };
}

/** Opens the re-login modal; false when none is registered. */
export function requestTimeoutLogin(): boolean {
  if (!handler) return false;
  handler();
  return true;
}
