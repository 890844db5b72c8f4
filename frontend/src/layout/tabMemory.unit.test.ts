import { describe, expect, it } from '@jest/globals';
import { rememberedTab, storeTab, TAB_MEMORY_MS } from './tabMemory';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

const keys = ['tasks-assigned', 'review-placements', 'review-sites'];
const base = { page: '/dashboard', keys, fallback: 'review-placements', hash: '', now: 1_000_000 };

describe('SPINE-45 the active tab of a tabbed page', () => {
  it('opens the tab the URL hash names, whatever was stored', () => {
    const storage = memoryStorage();
    storeTab(storage, '/dashboard', 'review-sites', base.now);
    expect(rememberedTab({ ...base, storage, hash: '#tasks-assigned' })).toBe('tasks-assigned');
  });

  it('else the tab stored for the page within the last 5 minutes', () => {
    const storage = memoryStorage();
    storeTab(storage, '/dashboard', 'review-sites', base.now);
    expect(rememberedTab({ ...base, storage, now: base.now + TAB_MEMORY_MS - 1 })).toBe('review-sites');
    expect(rememberedTab({ ...base, storage, page: '/other' })).toBe('review-placements');
  });

  it('forgets the stored tab after 5 minutes, and ignores unknown tabs and broken entries', () => {
    const storage = memoryStorage();
    storeTab(storage, '/dashboard', 'review-sites', base.now);
    expect(TAB_MEMORY_MS).toBe(300_000);
    expect(rememberedTab({ ...base, storage, now: base.now + TAB_MEMORY_MS })).toBe('review-placements');
    expect(rememberedTab({ ...base, storage, hash: '#nothing-like-it' })).toBe('review-sites');
    storage.setItem('practicum.tab./dashboard', '{not json');
    expect(rememberedTab({ ...base, storage })).toBe('review-placements');
  });
});
