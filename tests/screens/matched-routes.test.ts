import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { matchedRoutes } from '../../screens/shared/matched-routes';

const table = (): RouteObject[] => [
  { id: 'root', children: [{ id: 'home', path: '/' }, { id: 'article', path: '/faq/:slug' }, { id: 'fr', path: '/fr', children: [{ id: 'fr-article', path: 'faq/:slug' }] }] },
];

describe('matchedRoutes', () => {
  it("answers as React Router's matchRoutes does, and the same matches for the same path", () => {
    const routes = table();
    for (const pathname of ['/', '/faq/pay', '/fr/faq/payer', '/nowhere']) {
      const ids = (matches: readonly { route: RouteObject }[] | null) => (matches ?? []).map((m) => m.route.id);
      expect(ids(matchedRoutes(routes, pathname)), pathname).toEqual(ids(matchRoutes(routes, pathname)));
      expect(matchedRoutes(routes, pathname)).toBe(matchedRoutes(routes, pathname));
    }
    expect(matchedRoutes(routes, '/faq/pay')[1]?.params).toEqual({ slug: 'pay' });
  });

  it('keeps each routes table apart, and forgets the oldest path past 32', () => {
    const one = table();
    const other: RouteObject[] = [{ id: 'only', path: '/faq/:slug' }];
    expect(matchedRoutes(one, '/faq/a').map((m) => m.route.id)).toEqual(['root', 'article']);
    expect(matchedRoutes(other, '/faq/a').map((m) => m.route.id)).toEqual(['only']);
    const first = matchedRoutes(one, '/faq/first');
    for (let i = 0; i < 40; i++) matchedRoutes(one, `/faq/${i}`);
    const again = matchedRoutes(one, '/faq/first');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
