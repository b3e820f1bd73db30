import { useTranslation } from 'react-i18next';

/**
 * The page's own <title> in the page's language: "{what the page shows} · {site name}" (issue 27:
 * no page keeps the bare site name or the static English one of index.html). React 19 hoists it
 * into <head>; the prerender moves it there at build time (scripts/build/prerender.ts).
 */
export function DocumentTitle({ text }: { text: string }) {
  const { t } = useTranslation();
  return <title>{`${text} · ${t('BRAND_NAME')}`}</title>;
}
