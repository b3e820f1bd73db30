// The audit records of the demo workers' agreement signatures (agreement_signatures), so /agreement shows the signing
// date and the PDF of each: the London, Paris and Vienna workers signed their country's current version; the inactive
// worker signed the earlier UK version (UK-2025-01) and has the current one waiting (demo-accounts.ts sets the flags).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageId } from '../../../engine/regions/types';
import { agreementTextSha256, DEFAULT_AGREEMENTS_DIR } from '../../platform/content/agreement-catalogue';
import { agreementSignatures } from '../../platform/db/schema';
import type { SeedModule } from '../types';
import { DEMO_WORKER_IDS } from './demo-accounts';

interface DemoSignature {
  workerId: string;
  version: string;
  language: LanguageId;
  signerName: string;
  signedAt: string;
  userAgent: string;
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const demoSignatures: readonly DemoSignature[] = [
  { workerId: DEMO_WORKER_IDS.workerLondon, version: 'UK-2026-01', language: 'en_GB', signerName: 'Amelia Clarke', signedAt: '2026-01-12T19:42:07Z', userAgent: IPHONE },
  { workerId: DEMO_WORKER_IDS.workerParis, version: 'FR-2026-01', language: 'fr_FR', signerName: 'Camille Laurent', signedAt: '2026-02-03T08:15:31Z', userAgent: ANDROID },
  { workerId: DEMO_WORKER_IDS.workerVienna, version: 'AT-2026-01', language: 'de_AT', signerName: 'Lukas Gruber', signedAt: '2026-03-21T17:03:54Z', userAgent: ANDROID },
  { workerId: DEMO_WORKER_IDS.workerInactive, version: 'UK-2025-01', language: 'en_GB', signerName: 'Oliver Bennett', signedAt: '2025-04-08T11:26:40Z', userAgent: IPHONE },
];

function textOf(version: string, language: LanguageId): string {
  const country = version.split('-')[0];
  const file = JSON.parse(readFileSync(path.join(DEFAULT_AGREEMENTS_DIR, country, `${version}.json`), 'utf8')) as { texts: Record<LanguageId, string> };
  return file.texts[language];
}

export const agreementSignaturesSeed: SeedModule = {
  name: 'agreement-signatures',
  async run(db) {
    await db
      .insert(agreementSignatures)
      .values(
        demoSignatures.map((entry, index) => ({
          id: `demo-signature-${index + 1}`,
          workerId: entry.workerId,
          version: entry.version,
          countryId: entry.version.split('-')[0],
          textSha256: agreementTextSha256(textOf(entry.version, entry.language)),
          signerName: entry.signerName,
          signedAt: new Date(entry.signedAt),
          // Documentation addresses (RFC 5737): a demo never shows a real person's IP.
          ip: `203.0.113.${20 + index}`,
          userAgent: entry.userAgent,
        })),
      )
      .onConflictDoNothing();
  },
};
