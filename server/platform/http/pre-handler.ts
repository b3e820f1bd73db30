import type { FastifyReply, FastifyRequest } from 'fastify';

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
