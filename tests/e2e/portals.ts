/**
 * Each Playwright project talks to a portal of its own (started by global-setup.ts): the
 * `parallel` tests share one, and the `serial` tests, which set the server's clock or change a demo
 * account, have the other to themselves, one at a time, while the parallel ones run. Each portal's
 * address reaches the workers in the environment variable named here.
 */
export const PORTAL_URL_VARIABLE = { parallel: 'E2E_BASE_URL', serial: 'E2E_SERIAL_BASE_URL' } as const;
export type PortalProject = keyof typeof PORTAL_URL_VARIABLE;
export const PORTAL_PROJECTS = Object.keys(PORTAL_URL_VARIABLE) as PortalProject[];
