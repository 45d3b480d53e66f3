/**
 * The notification streams open on this instance, each with the person and the session it speaks
 * for (decision 063). A stream ends with its session: when word comes that a person's sessions ended
 * (sign-out, password reset, fraud flag, deletion; from any instance over the bus), their streams'
 * sessions are checked at once; every few seconds all of them are, which also catches what no word
 * announces (a session that expired, word lost while Redis was down). A person may hold a bounded
 * number of streams on an instance.
 */
import type { FastifyBaseLogger } from 'fastify';

/** A person with more pages open than this on one instance is refused another stream. */
export const STREAMS_PER_PERSON = 10;
/** How often every open stream's session is checked: "within seconds" when no word arrives. */
export const STREAM_SESSION_CHECK_MS = 5000;

export type OpenStream = { userId: string; sessionId: string; end: () => void };

/** Which of these sessions still count: present, not expired, their person not flagged. */
export type FindLiveSessions = (sessionIds: string[]) => Promise<Set<string>>;

export type OpenStreams = {
  /** Answers the function that forgets the stream (call it when the stream ends). */
  add: (stream: OpenStream) => () => void;
  countOf: (userId: string) => number;
  count: () => number;
  /** Ends the streams whose session no longer counts: one person's, or everyone's. */
  checkSessions: (userId?: string) => Promise<void>;
  endAll: () => void;
};

export function createOpenStreams(findLiveSessions: FindLiveSessions, log: FastifyBaseLogger): OpenStreams {
  const streams = new Set<OpenStream>();

  async function checkSessions(userId?: string) {
    const checked = [...streams].filter((stream) => userId === undefined || stream.userId === userId);
    if (checked.length === 0) return;
    let live: Set<string>;
    try {
      live = await findLiveSessions([...new Set(checked.map((stream) => stream.sessionId))]);
    } catch (error) {
      // The database is away: streams stay open until a check can answer (the next tick).
      log.warn({ err: error }, 'notification streams: sessions not checked');
      return;
    }
    for (const stream of checked) {
      if (!live.has(stream.sessionId)) stream.end();
    }
  }

  return {
    add: (stream) => {
      streams.add(stream);
      return () => {
        streams.delete(stream);
      };
    },
    countOf: (userId) => [...streams].filter((stream) => stream.userId === userId).length,
    count: () => streams.size,
    checkSessions,
    endAll: () => {
      for (const stream of [...streams]) stream.end();
    },
  };
}
