// Where the shell's links go: the marketing pages are ours (/site/*), the help
// desk, status and careers pages come from the initial page state (spec 000
// §3.1), with these until it has loaded.
import { useInitialState } from '../session/initialState';

export const shellLinks = {
  help: 'https://help.practicum.example/',
  contact: '/site/contact',
  status: 'https://status.practicum.example/',
  careers: 'https://practicum.example/careers',
  product: '/site/features',
  whyUs: '/site/about',
  demo: '/site/demo',
} as const;

export type ShellLinks = { [K in keyof typeof shellLinks]: string };

export function useShellLinks(): ShellLinks {
  const state = useInitialState();
  if (!state) return shellLinks;
  return { ...shellLinks, help: state.help_url, contact: state.support_url, status: state.status_url, careers: state.careers_url };
}
