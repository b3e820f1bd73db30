/**
 * Limits of what anyone may write or look up without an account (issue 25): page views, "was this
 * helpful?" votes, and the referral-code lookups (sign-up link, public profile). Counted in the database
 * before the work is done (window-store.ts), so parallel requests and several instances share them.
 *
 * A client is the logged-in account where there is one (many people behind one office address then
 * never share an allowance), else its address (client-address.ts: an IPv4 address, an IPv6 /64).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { clientAddressKey } from './client-address';
import { tooManyRequests } from './too-many';
import { countHits, refundHits, type Limit } from './window-store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface VisitorLimits {
  /**
   * Page views one client may send in a window. The app sends one per navigation, batched every 5 s:
   * 1 200 in 10 minutes is two a second for ten minutes, more than a person clicks, and leaves room
   * for an office of people behind one address. One script stored 116 450 in 10 s before.
   */
  pageViews: Limit;
  /**
   * Page views of every visitor without an account together, per day: what anonymous clients can make
   * the table grow by, whatever addresses they use. Past it their views are dropped (204, nothing
   * stored: analytics may lose a day's tail, nothing else does) until the next day (UTC).
   */
  anonymousPageViews: Limit;
  /**
   * Form field events (issue 29, POST /api/form-events) of one client, counted per event: a person
   * filling in the sign-up sends a hundred or two (focus, answer, the odd error), so 1 000 in 10
   * minutes leaves room for an office behind one address and stops a script early.
   */
  formEvents: Limit;
  /**
   * Form field events of every client together per day: what the drop-off tables can be made to
   * grow by (a script inventing visitor keys), whatever addresses it uses. Past it batches are
   * dropped (204, nothing stored) until the next day (UTC).
   */
  allFormEvents: Limit;
  /** "Was this helpful?" votes of one client: a reader votes on a few articles; 300 in 3 s became 302 rows. */
  faqVotes: Limit;
  /**
   * Votes from one address that bring no voter cookie (each one a new voter, a new row): a browser
   * keeps its cookie, so only new readers or a script send these.
   */
  faqNewVoters: Limit;
  /**
   * Referral-code lookups from one address that find nobody (404): codes are a first name and 4
   * digits, so misses are what enumerating them costs; a found code does not count. 10 in 10 minutes
   * is a week of one address's misses for the 10 000 codes of one first name.
   */
  referralMisses: Limit;
}

export const DEFAULT_VISITOR_LIMITS: VisitorLimits = {
  pageViews: { bucket: 'page-views', max: 1200, windowMs: 10 * MINUTE },
  anonymousPageViews: { bucket: 'page-views:anonymous', max: 200_000, windowMs: DAY },
  formEvents: { bucket: 'form-events', max: 1000, windowMs: 10 * MINUTE },
  allFormEvents: { bucket: 'form-events:all', max: 1_000_000, windowMs: DAY },
  faqVotes: { bucket: 'faq-votes', max: 30, windowMs: 10 * MINUTE },
  faqNewVoters: { bucket: 'faq-votes:new-voter', max: 10, windowMs: 10 * MINUTE },
  referralMisses: { bucket: 'referral-lookups:miss', max: 10, windowMs: 10 * MINUTE },
};

/** Tests lower these: a limit's `max` and `windowMs`; its bucket stays its own. */
export type VisitorLimitOptions = { [K in keyof VisitorLimits]?: Partial<Pick<Limit, 'max' | 'windowMs'>> };

export function resolveVisitorLimits(opts: VisitorLimitOptions = {}): VisitorLimits {
  const out = { ...DEFAULT_VISITOR_LIMITS };
  for (const name of Object.keys(out) as (keyof VisitorLimits)[]) out[name] = { ...out[name], ...opts[name] };
  return out;
}

export interface VisitorLimiter {
  readonly limits: VisitorLimits;
  /** Counts a batch of `count` page views: 429 past the client's limit; false when it must be dropped (the anonymous daily cap). */
  admitPageViews(request: FastifyRequest, reply: FastifyReply, count: number): Promise<boolean>;
  /** Counts a batch of `count` form field events: 429 past the client's limit; false when it must be dropped (the daily cap of all). */
  admitFormEvents(request: FastifyRequest, reply: FastifyReply, count: number): Promise<boolean>;
  /** Counts a vote (a new voter when it brought no cookie): 429 past a limit. */
  admitFaqVote(request: FastifyRequest, reply: FastifyReply, newVoter: boolean): Promise<void>;
  /** Runs a referral-code lookup: 429 once the address has missed too often; the lookup's own miss (a throw) counts. */
  referralLookup<T>(request: FastifyRequest, reply: FastifyReply, lookup: () => Promise<T>): Promise<T>;
  /**
   * Counts one hit of a limit of a logged-in person's own (support-chat messages, document uploads):
   * a 429 with `code` and `message` past it. Shared by instances like the others.
   */
  admit(reply: FastifyReply, hit: { limit: Limit; key: string }, refusal: { code: string; message: string }): Promise<void>;
}

const clientOf = (request: FastifyRequest) =>
  request.workerId ? `account:${request.workerId}` : `address:${clientAddressKey(request.ip)}`;

export function visitorLimiter(db: Database, limits: VisitorLimits, now: () => number = Date.now): VisitorLimiter {
  return {
    limits,

    async admitPageViews(request, reply, count) {
      const anonymous = !request.workerId;
      const counted = await countHits(
        db,
        [{ limit: limits.pageViews, key: clientOf(request), amount: count }, ...(anonymous ? [{ limit: limits.anonymousPageViews, key: 'all', amount: count }] : [])],
        now(),
      );
      if (counted[0].over) {
        await refundHits(db, counted);
        throw tooManyRequests(reply, counted[0].retryAfterMs, 'Too many page views from this client. Wait a few minutes.');
      }
      return !(anonymous && counted[1].over);
    },

    async admitFormEvents(request, reply, count) {
      const counted = await countHits(
        db,
        [
          { limit: limits.formEvents, key: clientOf(request), amount: count },
          { limit: limits.allFormEvents, key: 'all', amount: count },
        ],
        now(),
      );
      if (counted[0].over) {
        await refundHits(db, counted);
        throw tooManyRequests(reply, counted[0].retryAfterMs, 'Too many form events from this client. Wait a few minutes.');
      }
      return !counted[1].over;
    },

    async admitFaqVote(request, reply, newVoter) {
      const counted = await countHits(
        db,
        [
          { limit: limits.faqVotes, key: clientOf(request) },
          ...(newVoter ? [{ limit: limits.faqNewVoters, key: clientAddressKey(request.ip) }] : []),
        ],
        now(),
      );
      const over = counted.find((hit) => hit.over);
      if (over) {
        await refundHits(db, counted);
        throw tooManyRequests(reply, over.retryAfterMs, 'Too many votes from this client. Wait a few minutes and try again.');
      }
    },

    async referralLookup(request, reply, lookup) {
      // Counted as a miss first, so parallel lookups cannot all pass before any miss is counted; given back when found.
      const counted = await countHits(db, [{ limit: limits.referralMisses, key: clientAddressKey(request.ip) }], now());
      if (counted[0].over) {
        await refundHits(db, counted);
        throw tooManyRequests(reply, counted[0].retryAfterMs, 'Too many codes that match nobody from this address. Wait a few minutes and try again.');
      }
      const found = await lookup();
      await refundHits(db, counted);
      return found;
    },

    async admit(reply, hit, refusal) {
      const counted = await countHits(db, [hit], now());
      if (counted[0].over) {
        await refundHits(db, counted);
        throw tooManyRequests(reply, counted[0].retryAfterMs, refusal.message, refusal.code);
      }
    },
  };
}
