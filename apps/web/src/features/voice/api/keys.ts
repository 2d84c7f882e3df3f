/** Every query of the voice feature sits under `voiceKeys.all`. */
export const voiceKeys = {
  all: ['voice'] as const,
  status: () => [...voiceKeys.all, 'status'] as const,
};
