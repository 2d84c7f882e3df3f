export const taskKeys = {
  all: ['tasks'] as const,
  mine: () => [...taskKeys.all, 'mine'] as const,
};
