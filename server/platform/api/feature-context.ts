/**
 * What the app hands every feature's routes besides the app itself: the options of buildApp a
 * feature needs (the document store, the map's tiles, the payment provider, the test clock).
 */
import type { DocumentStore } from '../storage/document-store';
import type { PaymentProvider } from '../payments/payment-provider';
import type { createTestClock } from '../test-clock';

export interface FeatureContext {
  /**
   * Where documents and prepared archives are kept: the one store of this app (the folder of DATA_DIR/uploads, a
   * temporary folder removed when the app closes, or the S3-compatible bucket of STORAGE_URL), opened by app.ts.
   */
  readonly documentStore: DocumentStore;
  /** The booking map's tile server; null: no embedded map. */
  readonly mapTileUrl: string | null;
  readonly payments: PaymentProvider;
  /** A test server's settable clock (PUT /api/dev/clock); undefined elsewhere. */
  readonly testClock: ReturnType<typeof createTestClock> | undefined;
  /** The dev mailbox's routes are served. */
  readonly mailboxEnabled: boolean;
}
