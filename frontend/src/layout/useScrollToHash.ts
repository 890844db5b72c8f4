// A part of a screen that a link names by hash (/account#insurance, /dashboard#my-trainees) scrolls into view when
// the hash names it, also when the screen is already open and only the hash changes.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useScrollToHash(id: string, ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
  }, [hash, id, ready]);
}
