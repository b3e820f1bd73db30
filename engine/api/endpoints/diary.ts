/**
 * The diary (W§7, issue 16) and the worker's service areas: reading is the `diary` area, changing
 * the `availability` area (active workers only).
 */
import type { Endpoint } from '../endpoint';

export const getDiaryAvailabilities = {
  method: 'GET',
  path: '/api/diary/availabilities',
  access: 'diary',
  query: 'diary-range-query',
  answers: { 200: 'availabilities-response' },
} as const satisfies Endpoint;

export const putAvailability = {
  method: 'PUT',
  path: '/api/availability',
  access: 'availability',
  body: 'availability-body',
  payload: 'availability-update',
  answers: { 200: 'availabilities-response' },
} as const satisfies Endpoint;

export const getDiaryDemand = {
  method: 'GET',
  path: '/api/diary/demand',
  access: 'diary',
  query: 'diary-range-query',
  answers: { 200: 'diary-demand-response' },
} as const satisfies Endpoint;

export const getServiceAreas = {
  method: 'GET',
  path: '/api/me/service-areas',
  access: 'diary',
  answers: { 200: 'service-areas-response' },
} as const satisfies Endpoint;

export const putServiceAreas = {
  method: 'PUT',
  path: '/api/me/service-areas',
  access: 'availability',
  body: 'service-areas-body',
  payload: 'service-areas-update',
  answers: { 200: 'service-areas-response' },
} as const satisfies Endpoint;

export const DIARY_ENDPOINTS = { getDiaryAvailabilities, putAvailability, getDiaryDemand, getServiceAreas, putServiceAreas };
