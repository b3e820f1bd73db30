import { useSearchParams } from 'react-router';
import { isFaqState, type FaqState } from '../../engine/rules/faq-state';
import { useFaqState } from '../shared/faq/use-faq-state';

/**
 * The help centre's optional queries (R§2): `tag` (a FAQ state, else the visitor's own, R§4) and
 * `isNative` (inside the native app: no navigation, no footer). Links between the help-centre
 * pages carry them on (`keep`), so a native app's web view stays one.
 */
export function useFaqQuery(): { tag: FaqState | undefined; isNative: boolean; keep: (path: string) => string } {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('tag');
  const own = useFaqState();
  const tag = isFaqState(asked) ? asked : own;
  const isNative = searchParams.get('isNative') === 'true';
  const kept = new URLSearchParams();
  if (isFaqState(asked)) kept.set('tag', asked);
  if (isNative) kept.set('isNative', 'true');
  const suffix = kept.size > 0 ? `?${kept.toString()}` : '';
  return { tag, isNative, keep: (path) => `${path}${suffix}` };
}
