/*
 * While a page renders on the server for a logged-in person (server/platform/ssr, through
 * prerender-entry.tsx's renderForSession): that request's cookies and languages, where the browser
 * reads its own (document.cookie, navigator.languages), so the server decides the page's language
 * as the browser will when it hydrates. Empty otherwise (the build's prerendering: a visitor).
 */
export interface ServerRequest {
  cookie: string;
  languages: readonly string[];
  /** The browser said it is a phone (the Sec-CH-UA-Mobile hint Chromium sends with every request); false when it said nothing. */
  mobile: boolean;
}

let current: ServerRequest | null = null;

export function setServerRequest(request: ServerRequest | null): void {
  current = request;
}

/**
 * Whether the page was rendered for a phone: on the server, what the request said; in the browser
 * while the page hydrates, what the server rendered with (boot.tsx passes it on from the page's
 * data), so a layout chosen by the screen's width hydrates as the server drew it.
 */
let renderedForPhone = true;

export function setRenderedForPhone(mobile: boolean): void {
  renderedForPhone = mobile;
}

export function renderedForMobile(): boolean {
  return current ? current.mobile : renderedForPhone;
}

export function serverCookieHeader(): string {
  return current?.cookie ?? '';
}

export function serverLanguages(): readonly string[] {
  return current?.languages ?? [];
}
