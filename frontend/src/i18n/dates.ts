// Display formats of spec 000 §9: dates MM/DD/YYYY, times "h:mm a" (5:42 pm).
const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDate(value: string | Date): string {
  const date = new Date(value);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

export function formatTime(value: string | Date): string {
  const date = new Date(value);
  const hours = date.getHours() % 12 || 12;
  return `${hours}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'am' : 'pm'}`;
}

export const formatDateTime = (value: string | Date): string => `${formatDate(value)} ${formatTime(value)}`;
