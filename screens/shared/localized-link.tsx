import { Link, type LinkProps } from 'react-router';
import { useLocalizePath } from './i18n/use-page-language';

/** A link to a language-aware route that keeps the page's language slug. */
export function LocalizedLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const localize = useLocalizePath();
  return <Link to={localize(to)} {...rest} />;
}
