// Where the shell's outside links go. The initial page state will carry the
// help, support, status and careers URLs (spec 000 §3.1); until then, these.
export const shellLinks = {
  help: 'https://help.practicum.example/',
  contact: '/site/contact',
  status: 'https://status.practicum.example/',
  careers: 'https://practicum.example/careers',
  product: 'https://practicum.example/product',
  whyUs: 'https://practicum.example/why-us',
  demo: 'https://practicum.example/demo',
} as const;
