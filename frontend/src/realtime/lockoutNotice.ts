// Whether the "system lockout" notice is open. The lockout ends the session, so every read the page sends
// meanwhile (a refetch when the window regains focus) is refused 401. Such a 401 is kept off screen: it neither
// opens the re-login modal over the notice nor signs the page out under it; the notice's OK goes to /login.
let open = false;

export const lockoutNotice = {
  opened(): void {
    open = true;
  },
  isOpen: (): boolean => open,
};
