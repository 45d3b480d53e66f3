/**
 * Word that a person's sessions ended or stopped counting: signed out, signed out everywhere by a
 * password reset, flagged as fraud, deleted. What outlives a request (a live notification stream)
 * listens, so it ends with its session within seconds instead of at its next request (decision 063).
 * In-process only: the notification bus carries it to the other instances.
 */
export type SessionEndListener = (userId: string) => void;

export type SessionEnds = {
  announce: (userId: string) => void;
  /** Answers the function that stops listening. */
  listen: (listener: SessionEndListener) => () => void;
};

export function createSessionEnds(): SessionEnds {
  const listeners = new Set<SessionEndListener>();
  return {
    announce: (userId) => {
      for (const listener of listeners) listener(userId);
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
