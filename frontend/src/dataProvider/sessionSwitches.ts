// A session switch (login-as and back, a position switch, opening an auditor session) gives the browser a new
// session id and ends the old one. A request the page sent with the old id and answered once the switch was
// under way is refused 401 for the old session: that is not a sign-out of the new one. Taken for one, react-admin's
// checkError logged out, and the logout ended the session the admin had just returned to.

export interface SessionSwitches {
  /** Runs the switch's request: 401s to requests sent before it ends belong to the session it replaces. */
  during<T>(switching: () => Promise<T>): Promise<T>;
  /** Taken when a request is sent (negative while a switch is under way: it goes out with the old session). */
  mark(): number;
  /** Whether a 401 to a request sent at `mark` may be the replaced session's. */
  replacedSince(mark: number): boolean;
}

export function createSessionSwitches(): SessionSwitches {
  let begun = 0;
  let underWay = 0;
  return {
    async during(switching) {
      begun += 1;
      underWay += 1;
      try {
        return await switching();
      } finally {
        underWay -= 1;
      }
    },
    // a request sent while a switch is under way carries the session being replaced, however late its answer
    mark: () => (underWay > 0 ? -1 : begun),
    replacedSince: (mark) => mark < 0 || underWay > 0 || begun > mark,
  };
}
