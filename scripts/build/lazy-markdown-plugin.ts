import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const lazyMarkdown = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../engine/react/lazy-markdown.tsx');

/**
 * RJSF's static `import { Markdown } from 'markdown-to-jsx/react'` resolves to
 * engine/react/lazy-markdown.tsx, which loads the real one only when markdown is drawn (a UI
 * schema with `ui:enableMarkdownInDescription` or `ui:enableMarkdownInHelp`). Only imports from
 * @rjsf/* are redirected: the lazy module's own import reaches the package.
 */
export function lazyMarkdownPlugin(): Plugin {
  return {
    name: 'portal-lazy-markdown',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'markdown-to-jsx/react' || !importer || !/[\\/]node_modules[\\/]@rjsf[\\/]/.test(importer)) return null;
      return lazyMarkdown;
    },
  };
}
