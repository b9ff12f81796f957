/**
 * The API host. In a browser it is the page's own origin; in the desktop app the
 * user picks it on first run and the bridge remembers it. Held here so the GraphQL
 * client and the socket read the same value.
 */
let current: string | null = typeof window === 'undefined' ? null : window.location.origin;

export const serverUrl = {
  get: (): string | null => current,
  set: (url: string | null): void => {
    current = url === null ? null : url.replace(/\/+$/, '');
  },
};

export const graphqlEndpoint = (base: string): string => `${base}/graphql`;
