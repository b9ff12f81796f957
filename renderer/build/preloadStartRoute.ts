import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the plugin reads of a built chunk (Rollup's OutputChunk, the fields used here). */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type Bundle = Record<string, BuiltChunk | { type: 'asset'; fileName: string }>;

/**
 * The chunks (and their styles) the page needs for modules loaded lazily, minus those the page
 * already loads: the entry and its static imports.
 */
export function startRouteFiles(
  bundle: Bundle,
  modules: readonly string[],
): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((file): file is BuiltChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (names: Iterable<string>, into = new Set<string>()): Set<string> => {
    for (const name of names) {
      if (into.has(name) || !byName.has(name)) continue;
      into.add(name);
      closure(byName.get(name)!.imports, into);
    }
    return into;
  };
  const entries = chunks
    .filter((chunk) => (chunk as { isEntry?: boolean }).isEntry === true)
    .map((chunk) => chunk.fileName);
  const loaded = closure(entries);
  const starts = chunks.filter((chunk) =>
    modules.some((module) => chunk.facadeModuleId?.endsWith(module) === true),
  );
  const wanted = [...closure(starts.map((chunk) => chunk.fileName))].filter((name) => !loaded.has(name));
  const loadedCss = new Set(
    [...loaded].flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]),
  );
  const styles = [
    ...new Set(wanted.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])])),
  ].filter((css) => !loadedCss.has(css));
  return { scripts: wanted, styles };
}

/**
 * The page asks for the chunks of the route most start-ups land on (the signed-in layout and the
 * dashboard) while its entry script downloads, instead of after the entry has run and the router
 * has matched (issue 29 §4). A start-up on another page fetches these few chunks for nothing; the
 * styles are preloaded, not applied, so they change nothing there.
 */
export function preloadStartRoute(modules: readonly string[]): Plugin {
  return {
    name: 'ops-preload-start-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const { scripts, styles } = startRouteFiles(context.bundle as unknown as Bundle, modules);
        const tags: HtmlTagDescriptor[] = [
          ...scripts.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          })),
          ...styles.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href: `/${file}` },
            injectTo: 'head',
          })),
        ];
        return tags;
      },
    },
  };
}
