import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { admitUpload, uploadsInProgress } from '../services/chat-uploads';
import type { customerChats, MessageAdmission } from '../services/customer-chats';

/**
 * A customer's message is admitted from its headers before a byte of its body is read
 * (docs/api.md § Customer messages with files): the token, the limits, and for an upload what
 * it may cost. The route's hooks; `admissionOf` hands the handler what they admitted.
 */
export function messageAdmission(
  app: FastifyInstance,
  customers: ReturnType<typeof customerChats>,
) {
  const admissions = new WeakMap<FastifyRequest, MessageAdmission>();
  const beginUpload = uploadsInProgress(app.config.chatUploads);
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const id = idOfPath(request);
      if (id === undefined) return; // The schema answers 400.
      const token = accessTokenOf(request);
      admissions.set(request, await customers.admitMessage(id, token, request.ip));
      if (!sendsFiles(request)) return;
      const end = beginUpload(request.ip);
      reply.raw.once('finish', end).once('close', end);
      await admitUpload(app.db, app.config, id);
    },
    /** A refused message does not count against the limits. */
    async onError(request: FastifyRequest) {
      const admission = admissions.get(request);
      if (admission) await customers.withdraw(admission);
    },
    admissionOf: (request: FastifyRequest) => admissions.get(request)!,
  };
}

/** The customer's access token from its header; '' (which opens nothing) when there is none. */
export function accessTokenOf(request: FastifyRequest): string {
  const value = request.headers['x-chat-token'];
  return typeof value === 'string' && value.length <= 200 ? value.trim() : '';
}

/** The path's id as the route's schema will take it, read before the schema runs; else undefined. */
function idOfPath(request: FastifyRequest): number | undefined {
  const raw = (request.params as { id?: unknown }).id;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2147483647 ? id : undefined;
}

/**
 * Whether the request says it carries files (multipart), from its headers alone: in onRequest,
 * before the body, `request.isMultipart()` is still false (its content-type parser sets it).
 */
const sendsFiles = (request: FastifyRequest) =>
  /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
