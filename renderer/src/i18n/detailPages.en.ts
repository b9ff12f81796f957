/**
 * The states of the pages about one thing (components/queryState) and those pages' own
 * "not found" words where the spec gives none. English; detailPages.ar.ts has the Arabic.
 */
export const enDetailPages = {
  tryAgain: 'Try again',
  loadError: 'This page could not be loaded',
  offline: 'The server cannot be reached',
  refused: 'You do not have permission to view this page.',
  refusedHint: 'Ask an administrator for the permission this page needs.',
  task: {
    notFoundHint: 'No task has this id.',
    back: 'Back',
  },
  area: {
    notFound: 'Area not found',
    notFoundHint: 'No area has this id.',
    back: 'Back to Areas',
  },
  item: {
    notFoundHint: 'No inventory item has this id.',
    back: 'Back to Inventory Items',
  },
  warehouse: {
    notFoundHint: 'No warehouse has this id.',
    back: 'Back to Storages',
  },
};
