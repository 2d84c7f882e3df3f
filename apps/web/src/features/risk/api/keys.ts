/** Every query about risk assessments and safety plans sits under `riskKeys.all`. */
export const riskKeys = {
  all: ['risk'] as const,
  recent: () => [...riskKeys.all, 'recent'] as const,
  client: (clientId: string) => [...riskKeys.all, 'client', clientId] as const,
  assessments: (clientId: string) => [...riskKeys.client(clientId), 'assessments'] as const,
  plan: (clientId: string) => [...riskKeys.client(clientId), 'plan'] as const,
  assessment: (id: string) => [...riskKeys.all, 'assessment', id] as const,
};
