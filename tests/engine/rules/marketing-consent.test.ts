import { describe, expect, it } from 'vitest';
import { mayReceiveMarketing } from '../../../engine/rules/marketing-consent';

const at = (iso: string) => new Date(iso);

describe('mayReceiveMarketing', () => {
  it('says no without any choice on record (marketing needs consent)', () => {
    expect(mayReceiveMarketing([])).toBe(false);
    expect(mayReceiveMarketing([null, undefined])).toBe(false);
  });

  it('follows the latest choice', () => {
    const accepted = { subscribed: true, at: at('2026-01-01T10:00:00Z') };
    const unsubscribed = { subscribed: false, at: at('2026-02-01T10:00:00Z') };
    expect(mayReceiveMarketing([accepted])).toBe(true);
    expect(mayReceiveMarketing([accepted, unsubscribed])).toBe(false);
    expect(mayReceiveMarketing([unsubscribed, accepted])).toBe(false);
    expect(mayReceiveMarketing([unsubscribed, { subscribed: true, at: at('2026-03-01T10:00:00Z') }])).toBe(true);
  });

  it('lets a refusal win a tie', () => {
    const when = at('2026-01-01T10:00:00Z');
    expect(mayReceiveMarketing([{ subscribed: true, at: when }, { subscribed: false, at: when }])).toBe(false);
    expect(mayReceiveMarketing([{ subscribed: false, at: when }, { subscribed: true, at: when }])).toBe(false);
  });
});
