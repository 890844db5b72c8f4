// The text catalogue of HTTP refusals (spec 002 §8, SPINE-29): one wording per status for the server's own
// answers, also sent to the browser with the initial page state's translations.
export const statusTexts = {
  bad_request: 'The request could not be understood.',
  unauthorized: 'Unauthenticated.',
  page_not_found: 'The requested resource was not found',
  method_not_allowed: 'This method is not allowed for the requested resource.',
  uri_too_long: 'The requested address is too long.',
  server_error: 'An error has occurred. Please try again later',
  service_unavailable: 'The service is temporarily unavailable. Please try again later.',
} as const;
