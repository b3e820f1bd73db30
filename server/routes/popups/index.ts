/**
 * The bookings list's popups and the worker's base location (W§2, W§4):
 * `GET /api/me/popups` (the one popup to show now), `POST /api/me/popups/{key}/dismiss`, and
 * `PUT /api/me/location` (a new base location) and `POST /api/me/location/confirm` (the one on
 * file is still right); both end the overdue-location popup.
 */
import type { FastifyInstance } from 'fastify';
import type { LocationResponse } from '../../../engine/generated/api/location-response';
import type { LocationUpdateBody } from '../../../engine/generated/api/location-update-body';
import type { PopupParams } from '../../../engine/generated/api/popup-params';
import type { PopupsResponse } from '../../../engine/generated/api/popups-response';
import { confirmLocation, updateLocation } from '../../popups/location-service';
import { currentPopup, dismissPopup } from '../../popups/popup-service';
import { errors, INVALID_INPUT, NO_BODY, noContent, SESSION_REQUIRED } from '../route-schema';

const TAGS = ['popups'];

export default async function popupsRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Reply: PopupsResponse }>(
    '/me/popups',
    {
      onRequest: app.requireAccess('popups'),
      schema: {
        summary: 'The popup of the bookings list to show now (insurance, location, new services, peak hours), or none',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/popups-response#' }, ...errors({}, 'popups') },
      },
    },
    async (request) => currentPopup(app.deps, request.worker!),
  );

  app.post<{ Params: PopupParams }>(
    '/me/popups/:key/dismiss',
    {
      onRequest: app.requireAccess('popups'),
      config: NO_BODY,
      schema: {
        summary: 'Dismiss a popup (remembered; dismissing again is harmless)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/popup-params#' },
        response: {
          204: noContent('Dismissed'),
          ...errors({ 400: INVALID_INPUT, 404: 'POPUP_NOT_FOUND: no popup with this key applies to the worker now.' }, 'popups'),
        },
      },
    },
    async (request, reply) => {
      await dismissPopup(app.deps, request.worker!, request.params.key);
      return reply.status(204).send();
    },
  );

  app.put<{ Body: LocationUpdateBody; Reply: LocationResponse }>(
    '/me/location',
    {
      onRequest: app.requireAccess('location'),
      schema: {
        summary: 'Change the base location (it is then no longer overdue)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        body: { $ref: '/api/location-update-body#' },
        response: { 200: { $ref: '/api/location-response#' }, ...errors({ 400: INVALID_INPUT }, 'location') },
      },
    },
    async (request) => updateLocation(app.deps, request.worker!, request.body),
  );

  app.post<{ Reply: LocationResponse }>(
    '/me/location/confirm',
    {
      onRequest: app.requireAccess('location'),
      config: NO_BODY,
      schema: {
        summary: 'Confirm the base location on file is still right (it is then no longer overdue)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/location-response#' }, ...errors({}, 'location') },
      },
    },
    async (request) => confirmLocation(app.deps, request.worker!),
  );
}
