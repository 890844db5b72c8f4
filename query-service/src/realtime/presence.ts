// Who is online: connected sockets per user id, in this process. (Several query
// replicas would share this through the socket.io adapter; one process here.)
export class Presence {
  private readonly sockets = new Map<string, number>();
  private readonly since = new Map<string, Date>();

  /** Returns true when the user just came online. */
  join(userId: string, now = new Date()): boolean {
    const count = this.sockets.get(userId) ?? 0;
    this.sockets.set(userId, count + 1);
    if (count === 0) this.since.set(userId, now);
    return count === 0;
  }

  /** Returns true when the user's last socket left. */
  leave(userId: string): boolean {
    const count = this.sockets.get(userId) ?? 0;
    if (count <= 1) {
      this.sockets.delete(userId);
      this.since.delete(userId);
      return count === 1;
    }
    this.sockets.set(userId, count - 1);
    return false;
  }

  /** Online user ids, most recently arrived first. */
  online(): { userId: string; since: Date }[] {
    return [...this.since.entries()].map(([userId, since]) => ({ userId, since })).sort((a, b) => b.since.getTime() - a.since.getTime());
  }
}
