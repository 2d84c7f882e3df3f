/** Every query about clients sits under `clientKeys.all`. */
export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  recent: (userUuid: string) => [...clientKeys.all, 'recent', userUuid] as const,
};
