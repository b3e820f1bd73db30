/**
 * The bookings list's popups and the worker's base location (W§2, W§4):
 * `GET /api/me/popups` (the one popup to show now), `POST /api/me/popups/{key}/dismiss`, and
 * `PUT /api/me/location` (a new base location) and `POST /api/me/location/confirm` (the one on
 * file is still right); both end the overdue-location popup.
 */
import { POPUPS_ENDPOINTS } from '../../engine/api/endpoints/popups';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { confirmLocation, updateLocation } from './location-service';
import { currentPopup, dismissPopup } from './popup-service';
import { INVALID_INPUT } from '../platform/api/route-schema';

export default featureRoutes(POPUPS_ENDPOINTS, ['popups'], (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  return {
    getPopups: {
      summary: 'The popup of the bookings list to show now (insurance, location, new services, peak hours), or none',
      handler: async (request) => currentPopup(app.deps, request.worker!),
    },
    dismissPopup: {
      summary: 'Dismiss a popup (remembered; dismissing again is harmless)',
      answers: { 204: 'Dismissed' },
      errors: { 400: INVALID_INPUT, 404: 'POPUP_NOT_FOUND: no popup with this key applies to the worker now.' },
      handler: async (request, reply) => {
        await dismissPopup(app.deps, request.worker!, request.params.key);
        return reply.status(204).send();
      },
    },
    updateLocation: {
      summary: 'Change the base location (it is then no longer overdue)',
      errors: { 400: INVALID_INPUT },
      handler: async (request) => updateLocation(app.deps, request.worker!, request.body),
    },
    confirmLocation: {
      summary: 'Confirm the base location on file is still right (it is then no longer overdue)',
      handler: async (request) => confirmLocation(app.deps, request.worker!),
    },
  };
});
