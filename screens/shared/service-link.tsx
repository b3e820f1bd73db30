import type { ReactNode } from 'react';
import type { ServiceLinkTarget } from '../../engine/rules/service-links';
import { LocalizedLink } from './localized-link';

/**
 * A link to a supporting service of the region (R§9 `serviceLinks`, engine/rules/service-links.ts):
 * a page of the portal in the page's language, or a provider's site in a new tab.
 */
export function ServiceLink({ target, className, children }: { target: ServiceLinkTarget; className?: string; children: ReactNode }) {
  if (target.kind === 'page') {
    return (
      <LocalizedLink to={target.path} className={className}>
        {children}
      </LocalizedLink>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
