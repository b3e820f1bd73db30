import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import type { LanguageId } from '../../../../engine/regions/types';
import { putMe } from '../../../../engine/api/endpoints/account';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { LANGUAGE_COOKIE, writeRegionCookie } from '../../../shared/cookies';
import type { MeResponse } from '../../../shared/session/get-me';
import { setMe } from '../../../shared/session/session-actions';

/** PUT /api/me with the portal language (the `profile` area: whoever is logged in). */
export function putLanguage(language: LanguageId): Promise<MeResponse> {
  return callEndpoint(putMe, { body: { profile: { language_id: language } } });
}

/**
 * Saves the portal language and shows the page in it at once, as the header's language picker
 * does: the language cookie is written and the root loader runs again (the portal's pages have
 * no language slug, so the URL stays).
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: putLanguage,
    onSuccess: (me, language) => {
      setMe(queryClient, me);
      writeRegionCookie(queryClient, language, 'languageCookieMaxAgeDays', LANGUAGE_COOKIE, language);
      void revalidator.revalidate();
    },
  });
}
