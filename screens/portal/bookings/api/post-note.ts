import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteResponse } from '../../../../engine/generated/api/note-response';
import type { BookingNoteFormData } from '../../../../engine/generated/forms/booking-note';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';
import { bookingQueryKey } from './get-booking';

/** POST /api/hero/notes { booking, report, body } (W§7). */
export function postNote(booking: string, note: BookingNoteFormData): Promise<NoteResponse> {
  return apiClient.post(paths.notes, { json: { booking, body: note.body, report: note.report === true } }).json<NoteResponse>();
}

export function usePostNote(booking: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: BookingNoteFormData) => postNote(booking, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQueryKey(booking) }),
  });
}
