import { useEffect } from 'react';
import { useConfig, type ConfigScope } from '../shared/api/get-config';
import { applyServiceWorkerSetting, SERVICE_WORKER_BUILD } from './register-service-worker';
import { useMe, type MeResponse } from '../shared/session/get-me';
import { configScopeOf } from '../shared/session/viewer';
import { usePageCountry } from '../shared/i18n/use-page-language';

/**
 * The region whose `serviceWorkerEnabled` decides for this browser: the logged-in person's (their
 * city, else their country), else the page's country (a visitor, a student, a staff account).
 */
export function serviceWorkerScope(me: MeResponse | null | undefined, pageCountry: string): ConfigScope {
  return (me ? configScopeOf(me.worker) : null) ?? { country_id: pageCountry };
}

/**
 * Registers or removes the service worker as the region says (R§9), after the page has rendered
 * (it never delays a page), and again when the setting changes: a region edited while the tab is
 * open reaches it when the configuration is asked for again (on focus).
 */
export function useServiceWorkerSetting(apply: ((enabled: boolean) => Promise<void>) | null = SERVICE_WORKER_BUILD ? applyServiceWorkerSetting : null): void {
  const me = useMe().data;
  const enabled = useConfig(serviceWorkerScope(me, usePageCountry())).data?.keyValues.serviceWorkerEnabled;
  useEffect(() => {
    if (!apply || enabled === undefined) return;
    void apply(enabled);
  }, [apply, enabled]);
}
