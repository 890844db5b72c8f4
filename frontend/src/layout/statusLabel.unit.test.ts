import { describe, expect, it } from '@jest/globals';
import { statusWords } from './statusLabel';

// Stop 55: a status reads as words with a capital first letter on every screen, never as its code.
describe('statusWords', () => {
  it('words a code and capitalises a label', () => {
    expect(statusWords('in_progress')).toBe('In progress');
    expect(statusWords('signature required')).toBe('Signature required');
    expect(statusWords('open')).toBe('Open');
    expect(statusWords('Not started')).toBe('Not started');
  });
});
