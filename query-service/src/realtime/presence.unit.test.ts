import { describe, expect, it } from '@jest/globals';
import { membersOf } from './presence.js';

describe('ADMIN-08 presence on the login channel', () => {
  it('counts each user once by their earliest socket, most recent arrival first, and skips sockets without a member', () => {
    const sockets = [
      { data: { presence: { id: 'a', since: 1000 } } },
      { data: { presence: { id: 'a', since: 3000 } } },
      { data: { presence: { id: 'b', since: 2000 } } },
      { data: {} },
    ];
    expect(membersOf(sockets).map((m) => m.id)).toEqual(['b', 'a']);
    expect(membersOf(sockets)[1]).toEqual({ id: 'a', since: 1000 });
    expect(membersOf([])).toEqual([]);
  });
});
