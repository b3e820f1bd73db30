import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './marketing-page.css';

/** The frame of the unsubscribe and stay-subscribed pages: one card with its heading (also the document title). */
export function MarketingCard({ title, done = false, children }: { title: string; done?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="marketing-page" aria-labelledby="marketing-page-title">
      <title>{`${title} · ${t('BRAND_NAME')}`}</title>
      <div className="container">
        <div className="marketing-page__card">
          {done ? (
            <span className="marketing-page__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="24" height="24">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
          ) : null}
          <h1 id="marketing-page-title" tabIndex={-1}>
            {title}
          </h1>
          {children}
        </div>
      </div>
    </section>
  );
}
