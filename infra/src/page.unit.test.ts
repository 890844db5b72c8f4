import { describe, expect, it } from '@jest/globals';
import { PAGE_ANSWERS_ELEMENT_ID } from '@practicum/shared/domain/session/readAnswers';
import { withAnswers } from './page.js';

const page = '<!doctype html><html><head><title>Practicum</title></head><body><div id="root"></div></body></html>';
const block = (html: string) =>
  new RegExp(`<script id="${PAGE_ANSWERS_ELEMENT_ID}" type="application/json">(.*)</script></head>`).exec(html)?.[1];

describe('the page sent with its first reads', () => {
  it('holds them in a JSON data block at the end of the head, read back as they were', () => {
    const answers = { 'users/current': { status: 200, total: null, body: { first_name: 'Theo', last_name: 'Turner' } } };
    const html = withAnswers(page, answers);
    expect(html.startsWith('<!doctype html><html><head><title>Practicum</title><script')).toBe(true);
    expect(JSON.parse(block(html)!)).toEqual(answers);
  });

  it('escapes "<", so that no text in an answer can end the block or open a tag', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = withAnswers(page, { 'users/current': { status: 200, total: null, body: { first_name: hostile } } });
    const text = block(html)!;
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as { 'users/current': { body: { first_name: string } } })['users/current'].body.first_name).toBe(hostile);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
