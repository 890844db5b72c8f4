// Avatars without a photo (spec 000 §9, SPINE-59): at most 3 initials, a colour from 12 and a font from 11,
// both picked by the user's id, so a person looks the same on every screen and every visit. Every colour carries
// white initials at 4.5:1 or more (WCAG AA).

export const AVATAR_COLORS = [
  '#00695c',
  '#1565c0',
  '#6a1b9a',
  '#ad1457',
  '#c62828',
  '#bf360c',
  '#a84300',
  '#1b5e20',
  '#4527a0',
  '#283593',
  '#006064',
  '#4e342e',
] as const;

export const AVATAR_FONTS = [
  'Roboto, sans-serif',
  'Georgia, serif',
  '"Trebuchet MS", sans-serif',
  'Verdana, sans-serif',
  '"Courier New", monospace',
  'Palatino, serif',
  'Tahoma, sans-serif',
  '"Gill Sans", sans-serif',
  'Garamond, serif',
  '"Lucida Sans", sans-serif',
  'Helvetica, Arial, sans-serif',
] as const;

export const MAX_AVATAR_INITIALS = 3;

/** The first letter of each of the first three words of a name, upper case ("Mary Ann Lee-Smith" → "MAL"). */
export function avatarInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_AVATAR_INITIALS)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}

/** FNV-1a over the seed's UTF-16 units: small, stable, spread enough for 12 colours. */
function seedHash(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Initials, colour and font of a person's avatar, the colour and font seeded by their id. */
export function avatarFor(id: string, name: string): { initials: string; color: string; font: string } {
  const hash = seedHash(id);
  return {
    initials: avatarInitials(name),
    color: AVATAR_COLORS[hash % AVATAR_COLORS.length]!,
    font: AVATAR_FONTS[Math.floor(hash / AVATAR_COLORS.length) % AVATAR_FONTS.length]!,
  };
}
