import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '../../app/store';

/**
 * For component tests of lists on the kit (renderer tests run in node, without a DOM):
 * the page's markup with the store and a router around it, as the app gives them.
 */
export function renderListStatic(element: ReactElement, path = '/'): string {
  return renderToStaticMarkup(
    createElement(Provider, {
      store: makeStore(),
      children: createElement(MemoryRouter, { initialEntries: [path] }, element),
    }),
  );
}

/** The column headings in rendered markup, in order. */
export function columnTitles(html: string): string[] {
  return [...html.matchAll(/<th[^>]*class="[^"]*ant-table-cell[^"]*"[^>]*>(.*?)<\/th>/g)]
    .map((match) => (match[1] ?? '').replace(/<[^>]+>/g, '').trim())
    .filter((title) => title !== '');
}

/** The markup as text (tags dropped), for reading what a user sees. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
