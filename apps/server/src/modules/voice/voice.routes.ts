import { aiAssistantSettingsSchema } from '@tend/contracts/admin.contract';
import {
  voiceAuthTokenResponseSchema,
  voiceCloseCodes,
  voiceStatusResponseSchema,
  voiceStreamPath,
  voiceSubProtocol,
  type VoiceStatusResponse,
} from '@tend/contracts/voice.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '@tend/db/client';
import { consumeVoiceToken, mintVoiceToken, voiceTokenSeconds } from '../../auth/voice-tokens';
import { refuseForeignSocketOrigin } from '../../http/csrf';
import { forbidden } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import { builtinRecognitionNote } from '../../speech/builtin-speech';
import { readPracticeSettings } from '../practice-admin/practice-settings-store';
import { assistantLimitPerUser } from '../engine/engine.routes';
import { VoiceStream, type VoiceStreamDeps } from './voice-stream';

/** Ten seconds of audio may arrive before the token check answers. */
const maxEarlyFrames = 100;

const streamQuery = z.object({ token: z.string().max(200).optional() });

const voiceDisabledReason = 'Voice mode is turned off for this practice. An administrator can turn it on in Settings → AI assistant.';
const speechMissingReason = 'Voice mode cannot work on this server: its speech engine is not installed or not answering. Ask your administrator.';

async function voiceEnabled(db: Db, practiceId: string): Promise<boolean> {
  const stored = aiAssistantSettingsSchema.safeParse((await readPracticeSettings(db, practiceId)).ai_assistant ?? {});
  return stored.success && stored.data.voice_mode_enabled;
}

/** Voice mode: a single-use token, then the stream (spec 7); the pipeline is in voice-stream.ts. */
export function registerVoiceRoutes(app: FastifyInstance): void {
  const { db, env, speech } = app.services;
  // The speech engine's own check (programs on the path, or its server answering), asked at most once a minute.
  let probed: { at: number; answer: Promise<{ ok: boolean; detail: string }> } | null = null;
  const speechReady = (now: number) => {
    if (!probed || now - probed.at > 60_000) probed = { at: now, answer: speech.probe() };
    return probed.answer;
  };

  route(app, {
    method: 'GET',
    url: '/api/voice/status',
    access: 'conversations:use',
    response: voiceStatusResponseSchema,
    handler: async ({ actor, now }): Promise<VoiceStatusResponse> => {
      const [turnedOn, ready] = await Promise.all([voiceEnabled(db, actor.practiceId), speechReady(now.getTime())]);
      const enabled = turnedOn && ready.ok;
      return {
        enabled,
        reason: !turnedOn ? voiceDisabledReason : ready.ok ? null : speechMissingReason,
        recognizer: { provider: speech.kind, quality_note: speech.kind === 'builtin' ? builtinRecognitionNote : null },
        // What is missing is the operator's to fix; only whoever holds the practice's settings is told which part.
        speech: { ready: ready.ok, detail: ready.ok || !actor.permissions.includes('admin:settings') ? null : ready.detail },
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/voice/auth-token',
    access: 'conversations:use',
    response: voiceAuthTokenResponseSchema,
    handler: async ({ actor, now, reply }) => {
      if (!actor.sessionHash) throw forbidden('Voice mode needs a signed-in session.');
      if (!(await voiceEnabled(db, actor.practiceId))) throw forbidden(voiceDisabledReason);
      await enforceRateLimit(db, reply, `voice-token:user:${actor.userId}`, assistantLimitPerUser, 'voice sessions', now);
      const token = await mintVoiceToken(db, { hash: actor.sessionHash, userId: actor.userId }, now);
      return { token, expires_in: voiceTokenSeconds };
    },
  });

  /**
   * The stream: the Origin is checked before the upgrade (cross-site WebSocket hijacking); the
   * token and sub-protocol after it, so the browser learns why from the close code (spec 8).
   */
  app.route({
    method: 'GET',
    url: voiceStreamPath,
    config: { access: 'conversations:use' },
    websocket: true,
    preValidation: async (request) => refuseForeignSocketOrigin(request),
    handler: (socket, request) => {
      // Frames may arrive while the token is checked: held, then handed over in order.
      const early: [Buffer, boolean][] = [];
      let stream: VoiceStream | null = null;
      let closed = false;
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (stream) return stream.receive(data, isBinary);
        // The check takes milliseconds; a sender that floods before it is answered is not a browser.
        if (early.length >= maxEarlyFrames) return socket.close(voiceCloseCodes.badFrame, 'too_early');
        early.push([data, isBinary]);
      });
      socket.on('close', () => {
        closed = true;
        stream?.closed();
      });

      void (async () => {
        if (socket.protocol !== voiceSubProtocol) return socket.close(voiceCloseCodes.forbidden, 'subprotocol_required');
        const query = streamQuery.safeParse(request.query);
        const now = app.services.clock();
        const actor = await consumeVoiceToken(db, query.success ? query.data.token : undefined, now);
        if (typeof actor === 'string') return socket.close(voiceCloseCodes.tokenRefused, actor);
        if (!actor.permissions.includes('conversations:use') || !(await voiceEnabled(db, actor.practiceId))) {
          return socket.close(voiceCloseCodes.forbidden, 'voice_not_allowed');
        }
        if (closed) return;
        app.services.hub.track(actor.userId, socket, actor.sessionHash);
        const deps: VoiceStreamDeps = {
          db,
          engine: app.services.engine,
          jobs: app.services.jobs,
          hub: app.services.hub,
          aiTimeoutMs: env.AI_TIMEOUT_MS,
          log: request.log,
          speech,
          clock: app.services.clock,
          ...app.services.voice,
        };
        stream = new VoiceStream(deps, actor, socket, request.ip);
        for (const [data, isBinary] of early.splice(0)) stream.receive(data, isBinary);
      })().catch((error: unknown) => {
        request.log.error({ err: { message: (error as Error).message } }, 'voice stream failed to open');
        socket.close(1011, 'internal_error');
      });
    },
  });
}
