/**
 * POST /api/hero/notes { booking, report, body } (W§7): a note on the worker's own past, not
 * cancelled booking. `{ body, report }` is validated with the region's composed `booking-note`
 * form, the form the page rendered: where `treatmentReportEnabled` is off the composed form has
 * no `report`, so a report sent anyway is refused like any unknown field. Where it is on, a
 * note with report: true is a treatment report; with `treatmentReportWithUserAccept` its state
 * starts as 'awaiting-acceptance' (the customer is asked to accept it).
 */
import type { ErrorDetail } from '../../engine/generated/api/error-detail';
import type { NoteResponse } from '../../engine/generated/api/note-response';
import { noteRefusal } from '../../engine/rules/bookings';
import { validationFailed } from '../platform/api/payload-validation';
import { workerRegion, workerScope } from '../platform/workers/worker-region';
import { bookingNotes } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { BOOKING_REFUSALS, ownBooking, windowsOf } from './booking-service';

interface NoteWorker {
  id: string;
  name: string | null;
  cityId: string | null;
  countryId: string | null;
}

const MAX_ID_LENGTH = 128;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function addNote(deps: Pick<ServerDeps, 'db' | 'regions' | 'forms' | 'clock'>, worker: NoteWorker, body: unknown): Promise<NoteResponse> {
  if (!isRecord(body)) throw validationFailed([{ path: '', code: 'FORM_ERROR_TYPE' }], 'Send { booking, report, body }.');
  const { booking, ...answers } = body;
  const problems: ErrorDetail[] = [];
  if (typeof booking !== 'string' || booking.length === 0 || booking.length > MAX_ID_LENGTH) problems.push({ path: '/booking', code: 'FORM_ERROR_REQUIRED' });
  // report: false is what a form without the checkbox means too; only a report asked for needs the switch.
  const form = answers.report === false ? { ...answers, report: undefined } : answers;
  const data = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined));
  const composed = await deps.forms.compose('booking-note', workerScope(deps.regions, worker));
  const result = deps.forms.validate(composed, data);
  if (!result.valid) problems.push(...result.details);
  if (problems.length) throw validationFailed(problems);

  const row = await ownBooking(deps.db, worker.id, booking as string);
  const region = workerRegion(deps.regions, worker);
  const now = deps.clock();
  const refusal = noteRefusal(row, now, windowsOf(region).checkOutThresholdMinutes);
  if (refusal) throw BOOKING_REFUSALS[refusal]();

  const report = data.report === true && region.keyValues.treatmentReportEnabled;
  const [note] = await deps.db
    .insert(bookingNotes)
    .values({
      bookingId: row.id,
      workerId: worker.id,
      noteWorkerName: worker.name,
      heroNote: (data.body as string).trim(),
      report,
      reportStatus: report && region.keyValues.treatmentReportWithUserAccept ? 'awaiting-acceptance' : null,
      createdAt: now,
    })
    .returning();
  return {
    booking: row.id,
    note: {
      id: note.id,
      createdAt: note.createdAt.toISOString(),
      heroNote: note.heroNote,
      noteWorkerName: note.noteWorkerName,
      report: note.report,
      reportStatus: note.reportStatus === 'awaiting-acceptance' ? 'awaiting-acceptance' : null,
    },
  };
}
