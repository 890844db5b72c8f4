// The single-page app's page, sent with the reads its first screen makes (the query service's page answers) in a
// JSON data block: data the app reads at start, not a script the browser runs (the Content Security Policy allows
// none inline). The page then holds the signed-in user's own data, so no cache may keep it.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { PAGE_ANSWERS_ELEMENT_ID, type ReadAnswers } from '@practicum/shared/domain/session/readAnswers';
import type { Logger } from '@practicum/shared/platform/logging';
import type { PageAnswers } from '@practicum/query-service/session/pageAnswers';

/** The page with its answers before </head>; "<" escaped, so no text in them can close the block. */
export const withAnswers = (html: string, answers: ReadAnswers): string =>
  html.replace(
    '</head>',
    `<script id="${PAGE_ANSWERS_ELEMENT_ID}" type="application/json">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script></head>`,
  );

export function pageHandler(
  indexPath: string,
  pageAnswers: (request: IncomingMessage) => Promise<PageAnswers>,
  logger: Logger,
): RequestHandler {
  return async (req, res) => {
    const html = await readFile(indexPath, 'utf8');
    // without them the app asks for each read itself, as it always can
    const { answers, setCookies } = await pageAnswers(req).catch((error: unknown) => {
      logger.warn({ err: error }, 'the page is sent without its first reads');
      return { answers: {}, setCookies: [] };
    });
    for (const cookie of setCookies) res.append('Set-Cookie', cookie);
    res.set('Cache-Control', 'no-store').vary('Cookie').type('html').send(withAnswers(html, answers));
  };
}
