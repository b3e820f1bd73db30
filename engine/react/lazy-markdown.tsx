import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * What RJSF gets for `markdown-to-jsx/react` in the browser build (vite.config.ts,
 * `lazyMarkdownPlugin`): the same `Markdown` component, loaded the first time one renders. RJSF
 * imports markdown-to-jsx statically (rich descriptions and help, a few error messages), but
 * draws markdown only when a UI schema asks for it (`ui:enableMarkdownInDescription`,
 * `ui:enableMarkdownInHelp`); no form of the portal does, so no page downloads it (31 KB gzip).
 */
const RealMarkdown = lazy(async () => ({ default: (await import('markdown-to-jsx/react')).Markdown }));

export function Markdown(props: ComponentProps<typeof RealMarkdown>) {
  return (
    <Suspense fallback={null}>
      <RealMarkdown {...props} />
    </Suspense>
  );
}
