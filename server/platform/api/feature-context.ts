/**
 * What the app hands every feature's routes besides the app itself: the options of buildApp a
 * feature needs (where documents are kept, the map's tiles, the payment provider, the test clock).
 */
import type { StorageLocation } from '../config';
import type { PaymentProvider } from '../payments/payment-provider';
import type { createTestClock } from '../test-clock';

export interface FeatureContext {
  /** Folder of uploaded documents; null: a temporary folder removed when the app closes. */
  readonly uploadsDir: string | null;
  /** The S3-compatible bucket of documents; null: uploadsDir. */
  readonly storage: StorageLocation | null;
  /** The booking map's tile server; null: no embedded map. */
  readonly mapTileUrl: string | null;
  readonly payments: PaymentProvider;
  /** A test server's settable clock (PUT /api/dev/clock); undefined elsewhere. */
  readonly testClock: ReturnType<typeof createTestClock> | undefined;
  /** The dev mailbox's routes are served. */
  readonly mailboxEnabled: boolean;
}
