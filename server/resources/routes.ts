/** Resources (W§2): GET /api/resources/, the community sections of the worker's country and language. */
import { RESOURCES_ENDPOINTS } from '../../engine/api/endpoints/resources';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { listResources } from './resources-service';

export default featureRoutes(RESOURCES_ENDPOINTS, ['resources'], (app) => ({
  getResources: {
    summary: "The resource sections of the worker's country and language, with their links",
    handler: async (request) => listResources(app.deps, request.worker!),
  },
}));
