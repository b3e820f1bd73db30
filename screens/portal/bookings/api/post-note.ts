import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteResponse } from '../../../../engine/generated/api/note-response';
import type { BookingNoteFormData } from '../../../../engine/generated/forms/booking-note';
import { addBookingNote } from '../../../../engine/api/endpoints/bookings';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { bookingQueryKey } from './get-booking';

/** POST /api/hero/notes { booking, report, body } (W§7). */
export function postNote(booking: string, note: BookingNoteFormData): Promise<NoteResponse> {
  return callEndpoint(addBookingNote, { body: { booking, body: note.body, report: note.report === true } });
}

export function usePostNote(booking: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: BookingNoteFormData) => postNote(booking, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQueryKey(booking) }),
  });
}
